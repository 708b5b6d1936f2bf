// Four one-character boxes for the Veterinary PIN (spec 002 sections 2.8, 5): typing a character
// moves to the next box, Backspace in an empty box goes back, a paste fills the boxes, and each
// empty box says 'Enter pin' once the person tries to go on. The characters are masked.
import { useId, useRef } from 'react';
import { focusRing } from '../../ui/Button';
import { PIN_LENGTH } from '@vetchart/contracts/auth/veterinary-pin';
import { pastePin, pinErrors } from './pin';

interface PinBoxesProps {
  legend: string;
  value: ReadonlyArray<string>;
  onChange: (boxes: string[]) => void;
  showErrors: boolean;
  disabled?: boolean;
}

export function PinBoxes({ legend, value, onChange, showErrors, disabled }: PinBoxesProps) {
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const errors = showErrors ? pinErrors(value) : value.map(() => null);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(PIN_LENGTH - 1, index))]?.focus();

  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex gap-3">
        {value.map((character, index) => (
          <div key={index} className="w-14">
            <input
              ref={(element) => {
                boxes.current[index] = element;
              }}
              id={`${id}-${index}`}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={PIN_LENGTH}
              aria-label={`PIN character ${index + 1} of ${PIN_LENGTH}`}
              aria-invalid={errors[index] ? true : undefined}
              aria-describedby={errors[index] ? `${id}-${index}-error` : undefined}
              disabled={disabled}
              value={character}
              onChange={(event) => {
                const typed = Array.from(event.target.value);
                const next = [...value];
                next[index] = typed[typed.length - 1] ?? '';
                onChange(next);
                if (next[index]) focusBox(index + 1);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Backspace' && character === '' && index > 0) {
                  event.preventDefault();
                  const next = [...value];
                  next[index - 1] = '';
                  onChange(next);
                  focusBox(index - 1);
                }
              }}
              onPaste={(event) => {
                event.preventDefault();
                const pasted = pastePin(value, index, event.clipboardData.getData('text'));
                onChange(pasted.boxes);
                focusBox(pasted.focus);
              }}
              className={`block h-12 w-full rounded-lg border bg-white text-center text-lg text-slate-900 shadow-xs ${focusRing} ${errors[index] ? 'border-rose-400' : 'border-slate-300'}`}
            />
            {errors[index] && (
              <p id={`${id}-${index}-error`} className="mt-1 text-xs text-rose-600">
                {errors[index]}
              </p>
            )}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
