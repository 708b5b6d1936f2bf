// A medication's dosing rows (docs/dose-check.md): per specie, the dose range entered in mg/kg or
// mg/lb (stored per kg by the server), doses a day, the most one dose and one day may hold in mg,
// the route, or 'Not for this species' (every dose for it is flagged). The rules and messages are
// the contract's (packages/contracts/src/catalogues/medication-dosing.ts).
import { useId } from 'react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { DOSE_UNITS } from '@vetchart/contracts/catalogues/medication-dosing';
import { Button, focusRing } from '../ui/Button';
import type { Option } from './OptionSelect';

/** A dosing row as the form holds it: every figure as typed. */
export interface DosingRowValue {
  specieId: string;
  notForSpecies: boolean;
  doseUnit: (typeof DOSE_UNITS)[number];
  minDose: string;
  maxDose: string;
  dosesPerDay: string;
  maxMgPerDose: string;
  maxMgPerDay: string;
  route: string;
}

export const newDosingRow = (): DosingRowValue => ({ specieId: '', notForSpecies: false, doseUnit: 'mg/kg', minDose: '', maxDose: '', dosesPerDay: '1', maxMgPerDose: '', maxMgPerDay: '', route: '' });

type RowErrors = FieldErrors<{ dosing: Record<keyof DosingRowValue, string>[] }>['dosing'];

const input = (error: unknown) => `block w-full rounded-lg border bg-white px-2.5 py-2 text-sm shadow-xs ${focusRing} ${error ? 'border-rose-400' : 'border-slate-300'}`;

const FIGURES = [
  { key: 'minDose', label: 'Minimum dose' },
  { key: 'maxDose', label: 'Maximum dose' },
  { key: 'dosesPerDay', label: 'Doses per day' },
  { key: 'maxMgPerDose', label: 'Max mg per dose' },
  { key: 'maxMgPerDay', label: 'Max mg per day' },
] as const;

export function DosingEditor({ control, register, errors, species, className = '' }: { control: Control<any>; register: UseFormRegister<any>; errors?: RowErrors; species: ReadonlyArray<Option>; className?: string }) {
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'dosing', keyName: 'key' });
  const rowErrors = errors as unknown as (Partial<Record<keyof DosingRowValue, { message?: string }>> | undefined)[] | undefined;
  return (
    <fieldset className={className}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Dosing by species</legend>
      {fields.length === 0 && <p className="mb-2 text-sm text-slate-500">No dose ranges yet: a plan's dose of this medication is flagged as having no range.</p>}
      <div className="space-y-3">
        {fields.map((field, index) => {
          const rowError = rowErrors?.[index];
          const message = (key: keyof DosingRowValue) => rowError?.[key]?.message;
          const fieldId = (key: string) => `${id}-${index}-${key}`;
          return (
            <div key={field.key} role="group" aria-label={`Dosing row ${index + 1}`} className="space-y-2 rounded-lg border border-slate-200 p-3">
              <div className="grid gap-2 sm:grid-cols-[1fr_auto_auto_auto]">
                <div>
                  <label htmlFor={fieldId('specie')} className="mb-1 block text-xs font-medium text-slate-700">
                    Specie
                  </label>
                  <select id={fieldId('specie')} className={input(message('specieId'))} {...register(`dosing.${index}.specieId`)}>
                    <option value="">Select specie</option>
                    {species.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                  {message('specieId') && <p className="mt-1 text-sm text-rose-600">{message('specieId')}</p>}
                </div>
                <div>
                  <label htmlFor={fieldId('unit')} className="mb-1 block text-xs font-medium text-slate-700">
                    Range in
                  </label>
                  <select id={fieldId('unit')} className={input(message('doseUnit'))} {...register(`dosing.${index}.doseUnit`)}>
                    {DOSE_UNITS.map((unit) => (
                      <option key={unit} value={unit}>
                        {unit}
                      </option>
                    ))}
                  </select>
                </div>
                <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-700">
                  <input type="checkbox" className={`size-4 rounded border-slate-300 accent-teal-700 ${focusRing}`} {...register(`dosing.${index}.notForSpecies`)} />
                  Not for this species
                </label>
                <Button variant="ghost" className="self-end px-2 py-2 text-sm text-rose-700 hover:bg-rose-50" aria-label={`Remove dosing row ${index + 1}`} onClick={() => remove(index)}>
                  Remove
                </Button>
              </div>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-6">
                {FIGURES.map(({ key, label }) => (
                  <div key={key}>
                    <label htmlFor={fieldId(key)} className="mb-1 block text-xs font-medium text-slate-700">
                      {label}
                    </label>
                    <input id={fieldId(key)} inputMode="decimal" aria-invalid={message(key) ? true : undefined} className={input(message(key))} {...register(`dosing.${index}.${key}`)} />
                    {message(key) && <p className="mt-1 text-sm text-rose-600">{message(key)}</p>}
                  </div>
                ))}
                <div>
                  <label htmlFor={fieldId('route')} className="mb-1 block text-xs font-medium text-slate-700">
                    Route
                  </label>
                  <input id={fieldId('route')} placeholder="PO" className={input(message('route'))} {...register(`dosing.${index}.route`)} />
                </div>
              </div>
            </div>
          );
        })}
      </div>
      <Button variant="secondary" className="mt-2" onClick={() => append(newDosingRow())}>
        Add Dosing Row
      </Button>
    </fieldset>
  );
}
