// The treatment plan's rules (spec 002 sections 2.5, 2.6, 3, 4 "Approval and signature", 5):
// how rows are priced (integer cents, server only), the default description, the
// description's allowed HTML, and the canonical JSON a signature's hash is taken of. What a save
// may send is the contract's (@vetchart/contracts/treatment-plans/treatment-plan, treatmentPlanSaveWire).
// docs/rest-main-treatment-plans.md.
import { createHash } from 'node:crypto';
import { lineTax } from '@vetchart/contracts/treatment-plans/line-tax';
import type { StoredDosing } from './dose-shapes.ts';
import {
  ITEM_KINDS,
  MAX_ITEMS,
  MAX_QUANTITY,
  TREATMENT_PLAN_MESSAGES,
  type DosageChoice,
  type TreatmentPlanItemKind,
  type TreatmentPlanItemSave,
} from '@vetchart/contracts/treatment-plans/treatment-plan';

export { ITEM_KINDS, MAX_ITEMS, MAX_QUANTITY };
export type ItemKind = TreatmentPlanItemKind;

/** The default description (spec 002 section 5): the estimate only approximates the cost. */
export const DEFAULT_DESCRIPTION =
  'This treatment plan is an estimate of the approximate cost of the care recommended for your pet. Actual costs may vary with the care your pet needs, and you are responsible for all fees incurred.';
export const UNNAMED_ITEM = 'Unnamed Item';
/** GraphQL's Int is 32-bit: no amount of a plan may pass it. */
export const MAX_CENTS = 2_147_483_647;

/** The spec's messages, the contract's (the rules that need the catalogue or the stored plan use them here). */
export const MESSAGES = TREATMENT_PLAN_MESSAGES;

export type Dosage = DosageChoice;
/** A row of a save as the contract reads it (camelCase). */
export type ItemInput = TreatmentPlanItemSave;

/** A catalogue row as the pricing needs it (catalogue-prices.ts maps each catalogue to this). */
export interface CatalogueEntry {
  kind: ItemKind;
  catalogue_id: string;
  code: string;
  name: string;
  category: string | null;
  description: string;
  dosage_options: Dosage[];
  dose_instructions: string;
  directions: string;
  side_effects: string;
  /** Diagnostics and services: their cost. Medications and supplies: null (priced per dosage). */
  cost_cents: number | null;
  /** Medications and supplies: [{dosage, unit, price_cents}]. */
  price_details: { dosage: string; unit: string; price_cents: number }[];
  taxable: boolean;
  /** Diagnostics: an in-house test, or the reference lab's test code of an outside one. */
  in_house?: boolean;
  lab_code?: string | null;
  /** Medications: the dosing rows per specie (docs/dose-check.md). */
  dosing?: StoredDosing[];
}

/** A stored plan row (main.treatment_plans.items). */
export interface PlanItem {
  id: string;
  kind: ItemKind;
  catalogue_id: string;
  code: string;
  name: string;
  category: string | null;
  description: string;
  dosage_options: Dosage[];
  selected_dosage: Dosage | null;
  dose_instructions: string;
  directions: string;
  side_effects: string;
  comment: string;
  quantity: number;
  unit_price_cents: number;
  taxable: boolean;
  removed: boolean;
  approved: boolean;
  approved_at: string;
  ai: boolean;
  ai_reason: string | null;
  /** DIAGNOSTIC rows, copied from the catalogue when priced; rows saved before read as false / null. */
  in_house?: boolean;
  lab_code?: string | null;
  /** MEDICATION rows (docs/dose-check.md): mg per dose and doses a day as prescribed (none: no dose written), and the catalogue's dosing rows when priced. */
  dose_mg?: number | null;
  doses_per_day?: number | null;
  dosing?: StoredDosing[];
}

/**
 * Dollars as written in the catalogue ('65.00', '12.5', 3) to integer cents, exactly: the
 * decimal text is split, never multiplied as a float. Past two decimals it rounds half up.
 */
export function toCents(value: unknown): number {
  const text = typeof value === 'number' ? value.toString() : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return 0;
  const whole = BigInt(match[1]!);
  const fraction = (match[2] ?? '').padEnd(3, '0');
  const cents = whole * 100n + BigInt(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1n : 0n);
  return cents > BigInt(MAX_CENTS) ? MAX_CENTS : Number(cents);
}

export { lineTax };
export interface LineAmounts {
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
}

export function lineAmounts(item: Pick<PlanItem, 'unit_price_cents' | 'quantity' | 'taxable'>, taxRate: number): LineAmounts {
  const subtotal = item.unit_price_cents * item.quantity;
  const tax = lineTax(subtotal, taxRate, item.taxable);
  return { subtotal_cents: subtotal, tax_cents: tax, total_cents: subtotal + tax };
}

export interface Totals extends LineAmounts {
  tax_rate: number;
}

/** Sums over the rows that count: not removed (the estimate), and approved too when asked. */
export function planTotals(items: ReadonlyArray<Pick<PlanItem, 'removed' | 'approved' | 'unit_price_cents' | 'quantity' | 'taxable'>>, taxRate: number, options: { approvedOnly?: boolean } = {}): Totals {
  const totals = { subtotal_cents: 0, tax_cents: 0, total_cents: 0, tax_rate: taxRate };
  for (const item of items) {
    if (item.removed || (options.approvedOnly && !item.approved)) continue;
    const line = lineAmounts(item, taxRate);
    totals.subtotal_cents += line.subtotal_cents;
    totals.tax_cents += line.tax_cents;
    totals.total_cents += line.total_cents;
  }
  return totals;
}

/** The unit price of a row: the cost, or the price of the selected dosage, else the first price, else 0. */
export function unitPriceCents(entry: CatalogueEntry, selected: Dosage | null): number {
  if (entry.cost_cents !== null) return entry.cost_cents;
  const match = selected ? entry.price_details.find((price) => price.dosage === selected.dosage && price.unit === selected.unit) : undefined;
  return (match ?? entry.price_details[0])?.price_cents ?? 0;
}

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote']);
const VOID_TAGS = new Set(['br']);
const ENTITY = /^&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});/;

/**
 * The description's HTML as it is kept and shown: only the tags of a plain rich-text paragraph
 * (ALLOWED_TAGS), each without attributes; every other tag is dropped (the text of script and
 * style elements too) and all other text is escaped. What comes out can be put in a page as is.
 */
export function sanitizeDescription(html: string): string {
  let out = '';
  let index = 0;
  const skipUntil = (tag: string) => {
    const close = html.toLowerCase().indexOf(`</${tag}`, index);
    index = close < 0 ? html.length : html.indexOf('>', close) + 1 || html.length;
  };
  while (index < html.length) {
    const char = html[index]!;
    if (char === '<') {
      const end = html.indexOf('>', index);
      const tag = end < 0 ? null : /^<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)\b[^<>]*?(\/?)\s*>$/.exec(html.slice(index, end + 1));
      if (!tag) {
        if (html.startsWith('<!--', index)) {
          const close = html.indexOf('-->', index);
          index = close < 0 ? html.length : close + 3;
          continue;
        }
        out += '&lt;';
        index += 1;
        continue;
      }
      index = end + 1;
      const name = tag[2]!.toLowerCase();
      const closing = tag[1] === '/';
      if (!closing && (name === 'script' || name === 'style')) skipUntil(name);
      else if (ALLOWED_TAGS.has(name)) out += VOID_TAGS.has(name) ? (closing ? '' : '<br>') : `<${closing ? '/' : ''}${name}>`;
      continue;
    }
    if (char === '&') out += ENTITY.test(html.slice(index, index + 40)) ? '&' : '&amp;';
    else if (char === '>') out += '&gt;';
    else if (char === '"') out += '&quot;';
    else out += char;
    index += 1;
  }
  return out.trim();
}

/** JSON with object keys sorted at every level: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : item,
  );
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
