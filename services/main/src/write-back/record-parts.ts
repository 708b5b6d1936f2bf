// What a write-back sends besides the note's sections: the visit's plan as structured lines
// (docs/write-back.md): its medications with their doses, and a charge per row with the amounts
// the server priced. Removed rows are left out; a plan with approved rows sends those only (what
// the pet parent agreed to), else every row kept in the estimate.
import type { PracticeRecordLine } from '../results/links.ts';
import { pricedItem, type PlanRow } from '../treatment-plans/plan-store.ts';

export function planLines(plan: PlanRow | null): { medications: PracticeRecordLine[]; charges: PracticeRecordLine[] } {
  if (!plan) return { medications: [], charges: [] };
  const kept = plan.items.filter((item) => !item.removed);
  const rows = kept.some((item) => item.approved) ? kept.filter((item) => item.approved) : kept;
  const priced = rows.map((item) => pricedItem(item, Number(plan.tax_rate)));
  return {
    medications: priced
      .filter((item) => item.kind === 'MEDICATION')
      .map((item) => ({
        code: item.code,
        name: item.name,
        dose_mg: item.dose_mg ?? null,
        doses_per_day: item.doses_per_day ?? null,
        dose_instructions: item.dose_instructions,
        directions: item.directions,
        quantity: item.quantity,
      })),
    charges: priced.map((item) => ({
      code: item.code,
      name: item.name,
      kind: item.kind,
      quantity: item.quantity,
      unit_price_cents: item.unit_price_cents,
      subtotal_cents: item.subtotal_cents,
      tax_cents: item.tax_cents,
      total_cents: item.total_cents,
    })),
  };
}
