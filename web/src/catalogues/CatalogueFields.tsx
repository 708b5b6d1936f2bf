// Form pieces the catalogue forms share (spec 001 sections 2.1, 5 and 9): a text area that grows
// with its text and offers dictation and AI clean-up (section 2.10), the species checklist, the Dosage & Unit rows editor, a cost in US dollars and
// the Yes/No tax choice, and how money is shown. The fields' rules and messages are the catalogue
// contracts' (packages/contracts/src/catalogues/).
import { forwardRef, useId, type ComponentProps } from 'react';
import { useFieldArray, type Control, type FieldErrors, type FieldPath, type FieldValues, type PathValue, type UseFormRegister, type UseFormReturn } from 'react-hook-form';
import type { AiTextToolsProps } from '../ai/AiTextTools';
import { LazyAiTextTools } from '../ai/LazyAiTextTools';
import { Button, focusRing } from '../ui/Button';
import type { Option } from './OptionSelect';

export const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$65.00' for a cost sent as "65.00". */
export const formatMoney = (cost: string | number) => money.format(Number(cost));

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string;
  minRows?: number;
  maxRows?: number;
  /** Dictation and AI clean-up for the field (aiTextOf). */
  ai?: Pick<AiTextToolsProps, 'value' | 'onChange'>;
}

/** The field's text and how to set it, for its AI tools. */
export function aiTextOf<V extends FieldValues>(form: Pick<UseFormReturn<V>, 'watch' | 'setValue'>, name: FieldPath<V>): Pick<AiTextToolsProps, 'value' | 'onChange'> {
  return {
    value: String(form.watch(name) ?? ''),
    onChange: (text) => form.setValue(name, text as PathValue<V, FieldPath<V>>, { shouldDirty: true }),
  };
}

/** A labelled text area of 3 to 5 rows (spec 001 section 9), growing with its text. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, minRows = 3, maxRows = 5, id: givenId, className = '', ai, ...textarea },
  ref,
) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div className={className}>
      <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {ai && <LazyAiTextTools label={label} {...ai} />}
      </div>
      <textarea
        ref={ref}
        id={id}
        rows={minRows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        style={{ fieldSizing: 'content', minHeight: `${minRows * 1.5 + 1.25}rem`, maxHeight: `${maxRows * 1.5 + 1.25}rem` } as React.CSSProperties}
        className={`block w-full resize-y rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 ${focusRing} ${
          error ? 'border-rose-400' : 'border-slate-300'
        }`}
        {...textarea}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
});

/** The species a catalogue row applies to, as checkboxes registered under `specieIds`. */
export function SpeciesChecklist({ options, register, error, className = '' }: { options: ReadonlyArray<Option>; register: UseFormRegister<any>; error?: string; className?: string }) {
  const errorId = useId();
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Species</legend>
      <div className="flex max-h-32 flex-wrap gap-x-5 gap-y-2 overflow-y-auto rounded-lg border border-slate-300 p-3">
        {options.map((specie) => (
          <label key={specie.value} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" value={specie.value} className={`size-4 rounded border-slate-300 accent-teal-700 ${focusRing}`} {...register('specieIds')} />
            {specie.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export interface DosageRowValue {
  /** A local, sequential row id for React keys; removed on save (spec 001 section 9). */
  rowId: number;
  dosage: string;
  unit: string;
}

let nextRowId = 1;
export const newDosageRow = (dosage = '', unit = ''): DosageRowValue => ({ rowId: nextRowId++, dosage, unit });

interface DosageUnitsEditorProps {
  control: Control<any>;
  register: UseFormRegister<any>;
  errors?: FieldErrors<{ dosageUnits: { dosage?: string; unit?: string }[] }>['dosageUnits'];
  className?: string;
}

/** The Dosage & Unit rows: add a row, type its dosage and unit, remove it. */
export function DosageUnitsEditor({ control, register, errors, className = '' }: DosageUnitsEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'dosageUnits', keyName: 'key' });
  const rowErrors = errors as unknown as ({ dosage?: { message?: string }; unit?: { message?: string } } | undefined)[] | undefined;
  return (
    <fieldset className={className}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Dosage &amp; Unit</legend>
      {fields.length === 0 && <p className="mb-2 text-sm text-slate-500">No dosage rows yet.</p>}
      <div className="space-y-2">
        {fields.map((field, index) => {
          const rowError = rowErrors?.[index];
          return (
            <div key={field.key} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
              <div>
                <input
                  aria-label={`Dosage ${index + 1}`}
                  placeholder="Dosage, e.g. 25"
                  aria-invalid={rowError?.dosage ? true : undefined}
                  className={`block w-full rounded-lg border bg-white px-3 py-2 text-sm shadow-xs ${focusRing} ${rowError?.dosage ? 'border-rose-400' : 'border-slate-300'}`}
                  {...register(`dosageUnits.${index}.dosage`)}
                />
                {rowError?.dosage?.message && <p className="mt-1 text-sm text-rose-600">{rowError.dosage.message}</p>}
              </div>
              <div>
                <input
                  aria-label={`Unit ${index + 1}`}
                  placeholder="Unit, e.g. mg tablet"
                  aria-invalid={rowError?.unit ? true : undefined}
                  className={`block w-full rounded-lg border bg-white px-3 py-2 text-sm shadow-xs ${focusRing} ${rowError?.unit ? 'border-rose-400' : 'border-slate-300'}`}
                  {...register(`dosageUnits.${index}.unit`)}
                />
                {rowError?.unit?.message && <p className="mt-1 text-sm text-rose-600">{rowError.unit.message}</p>}
              </div>
              <Button variant="ghost" className="px-2 py-2 text-sm text-rose-700 hover:bg-rose-50" aria-label={`Remove dosage row ${index + 1}`} onClick={() => remove(index)}>
                Remove
              </Button>
            </div>
          );
        })}
      </div>
      <Button variant="secondary" className="mt-2" onClick={() => append(newDosageRow())}>
        Add Dosage &amp; Unit
      </Button>
    </fieldset>
  );
}

interface CostFieldProps extends ComponentProps<'input'> {
  label?: string;
  error?: string;
}

/** A cost in US dollars: a '$' before the amount (the form rounds it to 2 decimals when saved). */
export const CostField = forwardRef<HTMLInputElement, CostFieldProps>(function CostField({ label = 'Cost', error, onBlur, ...input }, ref) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div
        className={`flex items-center rounded-lg border bg-white shadow-xs focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-teal-600 ${error ? 'border-rose-400' : 'border-slate-300'}`}
      >
        <span aria-hidden="true" className="pl-3 text-sm text-slate-500">
          $
        </span>
        <input
          ref={ref}
          id={id}
          inputMode="decimal"
          placeholder="0.00"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="block w-full rounded-lg bg-transparent px-2 py-2.5 text-sm text-slate-900 outline-none"
          onBlur={onBlur}
          {...input}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
});

/** The tax flag as a Yes / No choice (registered as the strings 'Yes' and 'No'). */
export function TaxChoice({ register, name = 'tax' }: { register: UseFormRegister<any>; name?: string }) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Tax</legend>
      <div className="flex gap-3">
        {['Yes', 'No'].map((choice) => (
          <label key={choice} className="flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 text-sm text-slate-700">
            <input type="radio" value={choice} className={`size-4 accent-teal-700 ${focusRing}`} {...register(name)} />
            {choice}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Options from a connection of { id, name } nodes, sorted by name. */
export const namedOptions = (connection: { edges: ReadonlyArray<{ node: { id: string; name?: string; specie?: string } }> }): Option[] =>
  connection.edges.map((edge) => ({ value: edge.node.id, label: edge.node.name ?? edge.node.specie ?? '' })).sort((a, b) => a.label.localeCompare(b.label));
