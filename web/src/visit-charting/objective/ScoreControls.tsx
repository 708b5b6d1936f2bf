// The score controls of 'Related Scores' (spec 002 section 5): a slider for a score with a range
// (body 1–9, pain 1–9, feline grimace 1–10) and a row of buttons for a short one (dental 0–4,
// muscle condition 1–4). A score may be left unscored (null): Clear takes it back there.
import { useId, type ReactNode } from 'react';
import { Button, focusRing } from '../../ui/Button';

interface ScoreProps {
  label: string;
  min: number;
  max: number;
  value: number | null;
  onChange: (value: number | null) => void;
  /** What the value means, e.g. 'Ideal'; shown beside the number. */
  valueLabel: string | null;
  disabled: boolean;
  error?: string;
}

function ScoreShell({ id, label, value, valueLabel, disabled, onChange, error, children }: Omit<ScoreProps, 'min' | 'max'> & { id: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="rounded-xl border border-slate-200 p-4">
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
          {label}
        </span>
        <span className="text-sm text-slate-700" aria-live="polite">
          {value === null ? 'Not scored' : <strong className="font-semibold text-slate-900">{value}</strong>}
          {valueLabel && value !== null && <span className="ml-1.5">{valueLabel}</span>}
        </span>
      </div>
      {children}
      {value !== null && !disabled && (
        <Button variant="ghost" className="mt-1 px-2 py-1 text-xs" onClick={() => onChange(null)} aria-label={`Clear ${label}`}>
          Clear
        </Button>
      )}
      {error && <p className="mt-1.5 text-sm text-rose-600">{error}</p>}
    </div>
  );
}

export function ScoreSlider(props: ScoreProps) {
  const id = useId();
  const { min, max, value, onChange, valueLabel, disabled } = props;
  // An unscored slider rests at its minimum; touching it (even on the minimum) scores it.
  const take = (target: HTMLInputElement) => value === null && onChange(Number(target.value));
  return (
    <ScoreShell id={id} {...props}>
      <input
        type="range"
        min={min}
        max={max}
        step={1}
        value={value ?? min}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-valuetext={value === null ? 'Not scored' : `${value}${valueLabel ? `, ${valueLabel}` : ''}`}
        onChange={(event) => onChange(Number(event.target.value))}
        onPointerUp={(event) => take(event.currentTarget)}
        onKeyUp={(event) => take(event.currentTarget)}
        className={`w-full accent-teal-700 ${focusRing} ${value === null ? 'opacity-50' : ''}`}
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-slate-500">
        <span>{min}</span>
        <span>{max}</span>
      </div>
    </ScoreShell>
  );
}

export function ScoreButtons(props: ScoreProps) {
  const id = useId();
  const { label, min, max, value, onChange, disabled } = props;
  const choices = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  return (
    <ScoreShell id={id} {...props}>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <button
            key={choice}
            type="button"
            disabled={disabled}
            aria-pressed={value === choice}
            aria-label={`${label} ${choice}`}
            onClick={() => onChange(choice)}
            className={`min-w-10 rounded-lg border px-3 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${focusRing} ${
              value === choice ? 'border-teal-700 bg-teal-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
            }`}
          >
            {choice}
          </button>
        ))}
      </div>
    </ScoreShell>
  );
}
