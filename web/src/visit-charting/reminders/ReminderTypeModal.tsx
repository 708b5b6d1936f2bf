// 'Reminder Type' (spec 002 section 2.2): the person chooses a Vaccine Reminder or a General one
// before the matching 'Add New …' modal opens; the choice is required.
import { useEffect, useId, useState } from 'react';
import { focusRing, Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { SELECT_REMINDER_TYPE } from './reminderForms';

export type ReminderKind = 'vaccine' | 'general';

const CHOICES: ReadonlyArray<{ value: ReminderKind; label: string }> = [
  { value: 'vaccine', label: 'Vaccine Reminder' },
  { value: 'general', label: 'General' },
];

interface ReminderTypeModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (kind: ReminderKind) => void;
}

export function ReminderTypeModal({ open, onOpenChange, onChoose }: ReminderTypeModalProps) {
  const id = useId();
  const [kind, setKind] = useState<ReminderKind | null>(null);
  const [error, setError] = useState(false);

  useEffect(() => {
    if (open) {
      setKind(null);
      setError(false);
    }
  }, [open]);

  const next = () => {
    if (!kind) {
      setError(true);
      return;
    }
    onChoose(kind);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Reminder Type"
      width={420}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={next}>Next</Button>
        </>
      }
    >
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-3 text-sm font-medium text-slate-800">Which reminder do you want to add?</legend>
        <div className="space-y-2">
          {CHOICES.map((choice) => (
            <label key={choice.value} className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 text-sm text-slate-800 hover:bg-slate-50 has-checked:border-teal-600 has-checked:bg-teal-50">
              <input
                type="radio"
                name={`${id}-kind`}
                value={choice.value}
                checked={kind === choice.value}
                onChange={() => {
                  setKind(choice.value);
                  setError(false);
                }}
                className={`size-4 accent-teal-700 ${focusRing}`}
              />
              {choice.label}
            </label>
          ))}
        </div>
        {error && (
          <p id={`${id}-error`} className="mt-2 text-sm text-rose-600">
            {SELECT_REMINDER_TYPE}
          </p>
        )}
      </fieldset>
    </Modal>
  );
}
