// The treatment plan on the right of the Assessment step (spec 002 sections 2.5, 4, 5): titled
// with the pet's name; Name, Dosage & Unit, Category, Quantity (a whole number of at least 1) and
// Actions (Edit, and Remove / Restore: removal only marks the row, which stays listed); the spec's
// empty text. A row the AI suggested is marked AI with why. Below it, the estimate the server priced at the last save.
// The table is laid out fixed (set column widths, long words wrapped) so that it fits its column
// at a 1440 px laptop and never scrolls sideways.
import { useId } from 'react';
import { Button, focusRing } from '../../ui/Button';
import { taxLabel } from '../plan/planDocument';
import { dosageKey, dosageLabel, EMPTY_PLAN_TEXT, formatCents, KIND_LABELS, type Dosage, type PlanRow } from './assessmentPlan';

export interface SavedTotals {
  readonly subtotalCents: number;
  readonly taxCents: number;
  readonly totalCents: number;
  readonly taxRate: number;
}

interface TreatmentPlanPanelProps {
  petName: string;
  rows: ReadonlyArray<PlanRow>;
  errors: Record<string, string>;
  /** The estimate as last saved; null before the first save. */
  totals: SavedTotals | null;
  changed: boolean;
  disabled: boolean;
  onQuantity: (key: string, quantity: string) => void;
  onDosage: (key: string, dosage: Dosage | null) => void;
  onToggleRemoved: (key: string) => void;
  onEdit: (key: string) => void;
}

export function TreatmentPlanPanel({ petName, rows, errors, totals, changed, disabled, onQuantity, onDosage, onToggleRemoved, onEdit }: TreatmentPlanPanelProps) {
  const titleId = useId();
  const title = `${petName}'s Treatment Plan`;
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-xl border border-teal-200 bg-white p-4 shadow-sm">
      <h4 id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </h4>
      <div className="rounded-lg border border-slate-200">
        <table className="w-full table-fixed text-left text-sm break-words">
          <caption className="sr-only">{title}</caption>
          <colgroup>
            <col />
            <col className="w-36" />
            <col className="w-24" />
            <col className="w-[5.5rem]" />
            <col className="w-[5.5rem]" />
          </colgroup>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-2 py-2">
                Name
              </th>
              <th scope="col" className="px-2 py-2">
                Dosage & Unit
              </th>
              <th scope="col" className="px-2 py-2">
                Category
              </th>
              <th scope="col" className="px-2 py-2">
                Quantity
              </th>
              <th scope="col" className="px-2 py-2">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 && (
              <tr>
                <td colSpan={5} className="px-3 py-6 text-center text-slate-500">
                  {EMPTY_PLAN_TEXT}
                </td>
              </tr>
            )}
            {rows.map((row) => {
              const error = errors[row.key];
              const errorId = `${titleId}-${row.key}-quantity`;
              const struck = row.removed ? 'text-slate-600 line-through' : 'text-slate-900';
              return (
                <tr key={row.key} className={row.removed ? 'bg-slate-50' : undefined}>
                  <td className="px-2 py-2 align-top">
                    <span className={`font-medium ${struck}`}>{row.name}</span>
                    <span className="mt-0.5 flex flex-wrap gap-1 text-xs text-slate-500">
                      {KIND_LABELS[row.kind]}
                      {row.ai && <span className="rounded-full bg-violet-50 px-1.5 font-semibold text-violet-800 ring-1 ring-violet-200">AI</span>}
                      {row.removed && <span className="rounded-full bg-slate-200 px-1.5 font-semibold text-slate-700">Removed</span>}
                    </span>
                    {row.ai && row.aiReason && (
                      <span className="mt-0.5 line-clamp-3 text-xs text-violet-900" title={row.aiReason}>
                        <span className="font-semibold">Why: </span>
                        {row.aiReason}
                      </span>
                    )}
                    {row.comment && <span className="mt-0.5 block truncate text-xs text-slate-600" title={row.comment}>{row.comment}</span>}
                  </td>
                  <td className="px-2 py-2 align-top">
                    {row.dosageOptions.length > 0 ? (
                      <select
                        aria-label={`Dosage & Unit for ${row.name}`}
                        value={dosageKey(row.dosageOptions, row.selectedDosage)}
                        disabled={disabled || row.removed}
                        onChange={(event) => onDosage(row.key, row.dosageOptions[Number(event.target.value)] ?? null)}
                        className={`w-full rounded-lg border border-slate-300 bg-white px-1.5 py-1.5 text-sm disabled:bg-slate-50 ${focusRing}`}
                      >
                        {row.dosageOptions.map((option, index) => (
                          <option key={index} value={String(index)}>
                            {dosageLabel(option)}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <span className="text-slate-500">{dosageLabel(row.selectedDosage)}</span>
                    )}
                  </td>
                  <td className="px-2 py-2 align-top text-slate-700">{row.category ?? '-'}</td>
                  <td className="px-2 py-2 align-top">
                    <input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      step={1}
                      aria-label={`Quantity for ${row.name}`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      value={row.quantity}
                      disabled={disabled || row.removed}
                      onChange={(event) => onQuantity(row.key, event.target.value)}
                      className={`w-full max-w-16 rounded-lg border bg-white px-2 py-1.5 text-sm disabled:bg-slate-50 ${focusRing} ${error ? 'border-rose-400' : 'border-slate-300'}`}
                    />
                    {error && (
                      <p id={errorId} className="mt-1 text-xs text-rose-600">
                        {error}
                      </p>
                    )}
                  </td>
                  <td className="px-2 py-2 align-top">
                    {/* Stacked: the two buttons fit the narrow column. */}
                    <div className="flex flex-col items-stretch gap-1">
                      <Button variant="secondary" className="px-2.5 py-1" aria-label={`Edit ${row.name}`} onClick={() => onEdit(row.key)}>
                        Edit
                      </Button>
                      <Button variant="secondary" className="px-2.5 py-1" disabled={disabled} aria-label={`${row.removed ? 'Restore' : 'Remove'} ${row.name}`} onClick={() => onToggleRemoved(row.key)}>
                        {row.removed ? 'Restore' : 'Remove'}
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {totals ? (
        <div role="group" aria-label="Estimate" className="rounded-lg bg-slate-50 px-2 py-2 text-sm">
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5">
            <dt className="text-slate-600">Subtotal</dt>
            <dd className="text-right text-slate-900">{formatCents(totals.subtotalCents)}</dd>
            <dt className="text-slate-600">{taxLabel(totals.taxRate)}</dt>
            <dd className="text-right text-slate-900">{formatCents(totals.taxCents)}</dd>
            <dt className="font-semibold text-slate-900">Estimated total</dt>
            <dd className="text-right font-semibold text-slate-900">{formatCents(totals.totalCents)}</dd>
          </dl>
          <p className="mt-1 text-xs text-slate-500">{changed ? 'As last saved: save to price your changes.' : 'Priced from the catalogue when saved; removed rows are not counted.'}</p>
        </div>
      ) : (
        rows.length > 0 && <p className="text-xs text-slate-500">The estimate shows once the plan is saved.</p>
      )}
    </section>
  );
}
