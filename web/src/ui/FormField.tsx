// Labelled form controls: the label is bound to the control, the message sits under it and is
// referenced by aria-describedby, and aria-invalid marks a control with a message.
import { useId, type ComponentProps, type ReactNode } from 'react';
import { focusRing } from './Button';

const controlClasses = (invalid: boolean, extra = '') =>
  `block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 read-only:bg-slate-50 read-only:text-slate-600 ${focusRing} ${
    invalid ? 'border-rose-400' : 'border-slate-300'
  } ${extra}`;

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Tools for the field (dictation, AI clean-up), after the hint. */
  tools?: ReactNode;
  children: ReactNode;
  className?: string;
}

function FieldShell({ id, label, error, hint, tools, children, className = '' }: FieldShellProps) {
  return (
    <div className={className}>
      <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {(hint || tools) && (
          <div className="flex items-center gap-2">
            {hint && <span className="text-xs text-slate-500">{hint}</span>}
            {tools}
          </div>
        )}
      </div>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  tools?: ReactNode;
  containerClassName?: string;
}

export function TextField({ label, error, hint, tools, containerClassName, id: givenId, className, ...input }: TextFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} tools={tools} className={containerClassName}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClasses(Boolean(error), className)}
        {...input}
      />
    </FieldShell>
  );
}

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  tools?: ReactNode;
  containerClassName?: string;
}

export function TextAreaField({ label, error, hint, tools, containerClassName, id: givenId, className, rows = 4, ...textarea }: TextAreaFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} tools={tools} className={containerClassName}>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClasses(Boolean(error), `resize-y ${className ?? ''}`)}
        {...textarea}
      />
    </FieldShell>
  );
}

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string;
  error?: string;
  placeholder: string;
  /** A string is its own value; an object gives a value (an id) shown by its label. */
  options: ReadonlyArray<string | { value: string; label: string }>;
  containerClassName?: string;
}

export function SelectField({ label, error, placeholder, options, containerClassName, id: givenId, className, ...select }: SelectFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <FieldShell id={id} label={label} error={error} className={containerClassName}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClasses(Boolean(error), className)}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  error?: string;
}

export function CheckboxField({ label, error, id: givenId, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-teal-700 ${focusRing}`}
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}
