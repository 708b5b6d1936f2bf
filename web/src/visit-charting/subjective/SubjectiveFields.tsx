// The subjective form's small controls: a labelled text area (free texts auto-size from 4 rows,
// spec 002 section 9) and a radio group with its legend and message. Each can show, beside its
// label, an AI mark (`mark`) and the field's AI tools (`tools`: dictation and clean-up).
import { useId, type ComponentProps, type ReactNode } from 'react';
import { focusRing } from '../../ui/Button';

const controlClasses = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 disabled:bg-slate-50 disabled:text-slate-600 ${focusRing} ${
    invalid ? 'border-rose-400' : 'border-slate-300'
  }`;

interface Beside {
  /** The AI mark of an AI-made value. */
  mark?: ReactNode;
  /** Tools for the field (dictation, clean-up), at the end of the label row. */
  tools?: ReactNode;
}

/** The label row: the label, its AI mark, and the field's tools at the end. */
function LabelRow({ id, label, mark, tools }: Beside & { id: string; label: string }) {
  if (!mark && !tools) {
    return (
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
    );
  }
  return (
    <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2">
      <span className="inline-flex items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {mark}
      </span>
      {tools}
    </div>
  );
}

interface TextAreaFieldProps extends ComponentProps<'textarea'>, Beside {
  label: string;
  error?: string;
  containerClassName?: string;
}

export function TextAreaField({ label, error, containerClassName, rows = 4, mark, tools, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={containerClassName}>
      <LabelRow id={id} label={label} mark={mark} tools={tools} />
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${controlClasses(Boolean(error))} field-sizing-content min-h-[6.5rem] max-h-[11rem] resize-y`}
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}

export function SmallTextField({ label, error, mark, tools, ...input }: ComponentProps<'input'> & Beside & { label: string; error?: string }) {
  const id = useId();
  return (
    <div>
      <LabelRow id={id} label={label} mark={mark} tools={tools} />
      <input
        id={id}
        type="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClasses(Boolean(error))}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}

interface ChoiceGroupProps {
  legend: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
  /** The AI mark of an AI-made choice, after the legend (not inside it: the legend names the group). */
  mark?: ReactNode;
}

/** A group of radios or checkboxes: the legend names it, the message is tied to the group. */
export function ChoiceGroup({ legend, error, children, className = '', mark }: ChoiceGroupProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className={className}>
      <legend className={`mb-1.5 text-sm font-medium text-slate-800 ${mark ? 'float-left mr-2' : ''}`}>{legend}</legend>
      {mark && <span className="mb-1.5 inline-flex">{mark}</span>}
      <div className="clear-both flex flex-wrap gap-2">{children}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** One radio or checkbox shown as a pill. */
export function Choice({ label, ...input }: ComponentProps<'input'> & { label: string }) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 has-checked:border-teal-600 has-checked:bg-teal-50 has-checked:text-teal-900 has-disabled:cursor-not-allowed has-disabled:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-600">
      <input className="size-4 accent-teal-700" {...input} />
      {label}
    </label>
  );
}
