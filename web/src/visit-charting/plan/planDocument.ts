// What the treatment plan document shows (spec 002 sections 2.6, 4 'Approval and signature', 9;
// spec 003 section 2.7), shared by the plan step and the public estimate page: its tables by kind
// of row, the money and dates as printed (USD, MM/DD/YYYY), each row's decision text, and the
// rows a save sends back. Prices and totals are the server's; nothing here computes one.

export type PlanItemKind = 'DIAGNOSTIC' | 'SERVICE' | 'MEDICATION' | 'INVENTORY';

/** The spec's default description: the plan is an estimate and the client is liable for all fees. */
export const PLAN_DISCLAIMER =
  'This treatment plan is an estimate of the approximate cost of the care recommended for your pet. Actual costs may vary with the care your pet needs, and you are responsible for all fees incurred.';

export const PLAN_TITLE = 'Proposed Treatment Plan';

/** The document's tables in order; inventory supplies only when the plan has some. */
export const PLAN_TABLES: ReadonlyArray<{ kind: PlanItemKind; title: string }> = [
  { kind: 'DIAGNOSTIC', title: 'Diagnostics' },
  { kind: 'SERVICE', title: 'Services' },
  { kind: 'MEDICATION', title: 'Medications' },
  { kind: 'INVENTORY', title: 'Inventory Items' },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Integer cents as US dollars: 123456 → $1,234.56. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** MM/DD/YYYY of an ISO time in the viewer's time zone; '' for none. */
export function formatPlanDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
}

/** The tax rate as printed beside the tax line: 8.25 → '8.25%'. */
export function formatTaxRate(rate: number): string {
  return `${Number(rate.toFixed(3))}%`;
}

/** Tax is charged on the catalogue's taxable items only, and the line says so. */
export const taxLabel = (rate: number) => `Tax (${formatTaxRate(rate)}, taxable items only)`;

export interface Decision {
  readonly approved: boolean;
  readonly approvedAt: string | null | undefined;
}

/** 'Approved' or 'Declined' with the date the decision was made (spec 002 section 2.6). */
export function decisionText({ approved, approvedAt }: Decision): string {
  const date = formatPlanDate(approvedAt);
  const word = approved ? 'Approved' : 'Declined';
  return date ? `${word}, ${date}` : word;
}

/** The rows of one table: that kind, removed rows left out (they are not part of the estimate). */
export function rowsOf<T extends { readonly kind: string; readonly removed: boolean }>(items: ReadonlyArray<T>, kind: PlanItemKind): T[] {
  return items.filter((item) => item.kind === kind && !item.removed);
}

/** The rows the client decides on, in plan order. */
export function shownRows<T extends { readonly removed: boolean }>(items: ReadonlyArray<T>): T[] {
  return items.filter((item) => !item.removed);
}

export interface SavedPlanItem {
  readonly id: string;
  readonly kind: PlanItemKind | '%future added value';
  readonly catalogueId: string;
  readonly quantity: number;
  readonly selectedDosage: { readonly dosage: string; readonly unit: string } | null | undefined;
  readonly comment: string;
  readonly removed: boolean;
  readonly approved: boolean;
}

export interface PlanItemInput {
  id: string;
  kind: PlanItemKind;
  catalogueId: string;
  quantity: number;
  selectedDosage: { dosage: string; unit: string } | null;
  comment: string;
  removed: boolean;
  approved: boolean;
}

/**
 * The whole list a save sends (the server takes the plan's rows in full, in order), as loaded,
 * with the decisions given: a row whose decision changes gets its date stamped by the server.
 */
export function toItemInputs(items: ReadonlyArray<SavedPlanItem>, decisions: Readonly<Record<string, boolean>> = {}): PlanItemInput[] {
  return items.map((item) => {
    if (item.kind === '%future added value') throw new Error(`The plan has a row of a kind this page does not know (${item.id}). Reload the page.`);
    return {
      id: item.id,
      kind: item.kind,
      catalogueId: item.catalogueId,
      quantity: item.quantity,
      selectedDosage: item.selectedDosage ? { dosage: item.selectedDosage.dosage, unit: item.selectedDosage.unit } : null,
      comment: item.comment,
      removed: item.removed,
      approved: decisions[item.id] ?? item.approved,
    };
  });
}

/** Every shown row's decision, as the signature records them. */
export function decisionsOf(items: ReadonlyArray<{ readonly id: string; readonly removed: boolean; readonly approved: boolean }>, overrides: Readonly<Record<string, boolean>> = {}) {
  return shownRows(items).map((item) => ({ itemId: item.id, approved: overrides[item.id] ?? item.approved }));
}

/** A medication's chosen dosage as shown beside its name: '10 mg'; '' for none. */
export function dosageText(dosage: { readonly dosage: string; readonly unit: string } | null | undefined): string {
  if (!dosage) return '';
  return [dosage.dosage, dosage.unit].filter(Boolean).join(' ');
}
