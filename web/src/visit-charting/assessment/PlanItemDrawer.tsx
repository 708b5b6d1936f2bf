// The edit drawers of the Assessment step (spec 002 sections 2.5, 9: width 1000): a medication or
// supply ('Edit' and the product name) with its dosage and quantity, a service ('Edit Service') or
// a diagnostic ('Edit Diagnostics') with its quantity and comment. Save puts the change in the
// plan and saves the plan, so a comment is kept at once; a visit that cannot be changed shows the
// row without a Save.
import { useId, useState } from 'react';
import { Button, focusRing } from '../../ui/Button';
import { TextField } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';
import { dosageKey, dosageLabel, parseQuantity, QUANTITY_MESSAGE, type Dosage, type PlanRow } from './assessmentPlan';

export const EDIT_DRAWER_WIDTH = 1000;

export function drawerTitle(row: Pick<PlanRow, 'kind' | 'name'>): string {
  if (row.kind === 'SERVICE') return 'Edit Service';
  if (row.kind === 'DIAGNOSTIC') return 'Edit Diagnostics';
  return `Edit ${row.name}`;
}

export interface RowChange {
  quantity: string;
  selectedDosage: Dosage | null;
  comment: string;
  doseMg?: string;
  dosesPerDay?: string;
}

interface PlanItemDrawerProps {
  row: PlanRow;
  editable: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (change: RowChange) => void;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm whitespace-pre-line text-slate-900">{value || 'None provided'}</dd>
    </div>
  );
}

export function PlanItemDrawer({ row, editable, saving, onClose, onSave }: PlanItemDrawerProps) {
  const id = useId();
  const [quantity, setQuantity] = useState(row.quantity);
  const [dosage, setDosage] = useState<Dosage | null>(row.selectedDosage);
  const [comment, setComment] = useState(row.comment);
  const [doseMg, setDoseMg] = useState(row.doseMg);
  const [dosesPerDay, setDosesPerDay] = useState(row.dosesPerDay);
  const [error, setError] = useState<string | undefined>();
  const product = row.kind === 'MEDICATION' || row.kind === 'INVENTORY';

  const save = () => {
    if (parseQuantity(quantity) === null) return setError(QUANTITY_MESSAGE);
    setError(undefined);
    onSave({ quantity: quantity.trim(), selectedDosage: dosage, comment, ...(row.kind === 'MEDICATION' ? { doseMg: doseMg.trim(), dosesPerDay: dosesPerDay.trim() } : {}) });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={drawerTitle(row)}
      description={row.kind === 'SERVICE' || row.kind === 'DIAGNOSTIC' ? row.name : undefined}
      width={EDIT_DRAWER_WIDTH}
      footer={
        editable ? (
          <>
            <Button variant="secondary" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button busy={saving} onClick={save}>
              Save
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        )
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (editable) save();
        }}
        className="space-y-6"
      >
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail label="Name" value={row.name} />
          <Detail label="Code" value={row.code} />
          <Detail label="Category" value={row.category ?? ''} />
          {product ? (
            <>
              <Detail label="Dose Instructions" value={row.doseInstructions} />
              <Detail label="Directions" value={row.directions} />
              <Detail label="Side Effects" value={row.sideEffects} />
            </>
          ) : (
            <Detail label="Description" value={row.description} />
          )}
          {row.ai && <Detail label="Suggested by the AI because" value={row.aiReason ?? 'The AI recommendation suggested it.'} />}
        </dl>
        <fieldset disabled={!editable || saving} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">{drawerTitle(row)}</legend>
          {product && (
            <div>
              <label htmlFor={`${id}-dosage`} className="mb-1.5 block text-sm font-medium text-slate-800">
                Dosage & Unit
              </label>
              {row.dosageOptions.length > 0 ? (
                <select
                  id={`${id}-dosage`}
                  value={dosageKey(row.dosageOptions, dosage)}
                  onChange={(event) => setDosage(row.dosageOptions[Number(event.target.value)] ?? null)}
                  className={`block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm disabled:bg-slate-50 ${focusRing}`}
                >
                  {row.dosageOptions.map((option, index) => (
                    <option key={index} value={String(index)}>
                      {dosageLabel(option)}
                    </option>
                  ))}
                </select>
              ) : (
                <p id={`${id}-dosage`} className="text-sm text-slate-600">
                  The catalogue lists no dosage for this product.
                </p>
              )}
            </div>
          )}
          <TextField
            label="Quantity"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={quantity}
            error={error}
            onChange={(event) => setQuantity(event.target.value)}
          />
          {row.kind === 'MEDICATION' && (
            <>
              {/* The server checks the dose against the pet's latest weight and the species range (docs/dose-check.md). */}
              <TextField label="Dose per administration (mg)" type="number" inputMode="decimal" min={0} step="any" value={doseMg} onChange={(event) => setDoseMg(event.target.value)} />
              <TextField label="Doses per day" type="number" inputMode="numeric" min={1} max={24} step={1} value={dosesPerDay} onChange={(event) => setDosesPerDay(event.target.value)} />
            </>
          )}
          {!product && (
            <div className="sm:col-span-2">
              <label htmlFor={`${id}-comment`} className="mb-1.5 block text-sm font-medium text-slate-800">
                Comments
              </label>
              <textarea
                id={`${id}-comment`}
                rows={4}
                maxLength={2000}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                className={`field-sizing-content block max-h-[10.5rem] min-h-[6.5rem] w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm disabled:bg-slate-50 ${focusRing}`}
              />
            </div>
          )}
        </fieldset>
      </form>
    </Modal>
  );
}
