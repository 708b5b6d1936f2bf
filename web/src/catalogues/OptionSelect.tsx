// A labelled select whose options carry an id and a name (the lookup forms' species, category,
// manufacturer and type), styled and wired like the shared form fields.
import { forwardRef, useId, type ComponentProps } from 'react';
import { focusRing } from '../ui/Button';

export interface Option {
  value: string;
  label: string;
}

interface OptionSelectProps extends ComponentProps<'select'> {
  label: string;
  placeholder: string;
  options: ReadonlyArray<Option>;
  error?: string;
}

export const OptionSelect = forwardRef<HTMLSelectElement, OptionSelectProps>(function OptionSelect(
  { label, placeholder, options, error, id: givenId, className = '', ...select },
  ref,
) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs ${focusRing} ${error ? 'border-rose-400' : 'border-slate-300'}`}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
});
