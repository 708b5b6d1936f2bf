// The dose check (docs/dose-check.md): each medication row of a plan that prescribes a dose (mg per
// dose, doses a day) is checked against the pet's latest weight (from the visits' vitals, dated by
// its visit) and the catalogue's range for the pet's species (copied onto the row when it was
// priced). A flagged dose — outside the range, above a maximum, for a species the medication is not
// for or has no range for, without a weight or with a stale one — goes on only with a reason, bound
// to the figures it was given for: signing the plan (in person or by the link), sending it for
// signature, finishing the visit and locking it are refused while a flag has none.
import { HttpError } from '@vetchart/platform/http';
import type { Sql } from '@vetchart/platform/database';
import { KG_PER_LB } from '@vetchart/contracts/catalogues/medication-dosing';
import { DOSE_FLAG_TEXT, STALE_WEIGHT_DAYS, type DoseFlag } from '@vetchart/contracts/treatment-plans/dose-check';
import { canonicalJson, sha256Hex, type PlanItem } from './plan-rules.ts';
import type { PlanRow } from './plan-store.ts';
import type { DoseCheckView } from './dose-shapes.ts';

/** The pet's latest weight from the vitals, in kg, dated by the visit it was taken at. */
export interface Weight {
  kg: number;
  value: number;
  unit: string;
  /** YYYY-MM-DD of the visit. */
  on: string;
  taken_at: string;
  visit_id: string;
}

const DAY_MS = 86_400_000;
/** Figures are shown and compared at 2 decimals: a tablet split a hair under the range's edge is within it. */
const round2 = (value: number) => Math.round(value * 100) / 100;
const figure = (value: number) => String(round2(value));

export const toKg = (value: number, unit: string) => (unit === 'kg' ? value : value * KG_PER_LB);

type WeightRow = { pet_id: string; weight: string | number; weight_unit: string; visit_id: string; visit_created_at: Date | string };

/** Each pet's latest weight from the vitals (the newest visit's, then the latest save), by pet id. */
async function latestWeights(sql: Sql, petIds: string[]): Promise<Map<string, Weight>> {
  const rows = await sql.query<WeightRow>(
    `SELECT DISTINCT ON (t.pet_id) t.pet_id, t.weight, t.weight_unit, t.visit_id, v.created_at AS visit_created_at
       FROM main.vitals t JOIN main.visits v ON v.id = t.visit_id
      WHERE t.pet_id = ANY($1::uuid[]) AND t.weight IS NOT NULL AND v.deleted_at IS NULL
      ORDER BY t.pet_id, v.created_at DESC, t.updated_at DESC`,
    [petIds],
  );
  return new Map(
    rows.map((row) => {
      const value = Number(row.weight);
      const takenAt = new Date(row.visit_created_at).toISOString();
      return [row.pet_id, { kg: toKg(value, row.weight_unit), value, unit: row.weight_unit, on: takenAt.slice(0, 10), taken_at: takenAt, visit_id: row.visit_id }];
    }),
  );
}

/** The amount per dose in the row's chosen form, when its strength is in mg ('25' 'mg tablet', '10' 'mg/mL injection'). */
export function amountPerDose(doseMg: number, selected: PlanItem['selected_dosage']): string | null {
  if (!selected) return null;
  const strength = Number(selected.dosage);
  if (!Number.isFinite(strength) || strength <= 0) return null;
  const unit = selected.unit.trim();
  if (/^mg\s*\/\s*ml\b/i.test(unit)) return `${figure(doseMg / strength)} mL of ${selected.dosage} ${unit}`;
  if (/^mg\b/i.test(unit)) return `${figure(doseMg / strength)} × ${selected.dosage} ${unit}`;
  return null;
}

/** A row's check without its reason: the figures and the flags. */
export function checkDose(item: PlanItem, specieId: string | null, weight: Weight | null, now: Date): Omit<DoseCheckView, 'reason' | 'reason_by_name' | 'reason_at' | 'needs_reason'> {
  const dose = item.dose_mg ?? null;
  const range = (item.dosing ?? []).find((row) => specieId !== null && row.specie_id.toLowerCase() === specieId.toLowerCase()) ?? null;
  const perDay = item.doses_per_day ?? range?.doses_per_day ?? null;
  const flags: DoseFlag[] = [];
  const fresh = weight !== null && now.getTime() - new Date(weight.taken_at).getTime() <= STALE_WEIGHT_DAYS * DAY_MS;
  let mgPerKg: number | null = null;
  let mgPerDay: number | null = null;
  if (dose !== null) {
    mgPerDay = perDay === null ? null : dose * perDay;
    if (weight) mgPerKg = dose / weight.kg;
    if (!range) flags.push('no_range');
    else if (range.not_for_species) flags.push('not_for_species');
    if (!weight) flags.push('no_weight');
    else if (!fresh) flags.push('stale_weight');
    if (range && !range.not_for_species && mgPerKg !== null) {
      if (range.max_mg_per_kg !== null && round2(mgPerKg) > range.max_mg_per_kg) flags.push('above_range');
      if (range.min_mg_per_kg !== null && round2(mgPerKg) < range.min_mg_per_kg) flags.push('below_range');
      if (range.max_mg_per_kg !== null && perDay !== null && perDay > range.doses_per_day && round2(round2(mgPerKg) * perDay) > range.max_mg_per_kg * range.doses_per_day) {
        flags.push('above_daily_range');
      }
    }
    if (range?.max_mg_per_dose != null && dose > range.max_mg_per_dose) flags.push('above_max_per_dose');
    if (range?.max_mg_per_day != null && mgPerDay !== null && mgPerDay > range.max_mg_per_day) flags.push('above_max_per_day');
  }
  const shown = {
    item_id: item.id,
    name: item.name,
    dose_mg: dose,
    doses_per_day: perDay,
    mg_per_kg: mgPerKg === null ? null : round2(mgPerKg),
    mg_per_day: mgPerDay === null ? null : round2(mgPerDay),
    amount: dose === null ? null : amountPerDose(dose, item.selected_dosage),
    weight_kg: weight ? round2(weight.kg) : null,
    weight_on: weight?.on ?? null,
    range_min_mg_per_kg: range?.min_mg_per_kg ?? null,
    range_max_mg_per_kg: range?.max_mg_per_kg ?? null,
    range_doses_per_day: range?.doses_per_day ?? null,
    route: range?.route || null,
    flags,
  };
  return { ...shown, fingerprint: sha256Hex(canonicalJson({ ...shown, name: undefined, amount: undefined, route: undefined })) };
}

/** The rows the check covers: medications kept in the plan. */
const checked = (items: PlanItem[]) => items.filter((item) => item.kind === 'MEDICATION' && !item.removed);

type DosePlan = Pick<PlanRow, 'id' | 'pet_id' | 'items'>;

/**
 * Each plan's medication rows' checks, with the reason given for exactly these figures if any, in
 * the plans' order: three queries (the pets' species, their latest weights, the reasons) for any
 * number of plans.
 */
export async function doseChecksOfPlans(sql: Sql, plans: DosePlan[], now = new Date()): Promise<DoseCheckView[][]> {
  const withRows = plans.filter((plan) => checked(plan.items).length > 0);
  if (!withRows.length) return plans.map(() => []);
  const petIds = [...new Set(withRows.map((plan) => plan.pet_id))];
  const pets = await sql.query<{ id: string; specie_id: string | null }>(`SELECT id, specie_id FROM main.pets WHERE id = ANY($1::uuid[])`, [petIds]);
  const specieOf = new Map(pets.map((pet) => [pet.id, pet.specie_id]));
  const weights = await latestWeights(sql, petIds);
  const reasons = await sql.query<{ plan_id: string; item_id: string; fingerprint: string; reason: string; given_by_name: string; given_at: Date | string }>(
    `SELECT DISTINCT ON (plan_id, item_id, fingerprint) plan_id, item_id, fingerprint, reason, given_by_name, given_at FROM main.dose_reasons
      WHERE plan_id = ANY($1::uuid[]) ORDER BY plan_id, item_id, fingerprint, given_at DESC, id`,
    [withRows.map((plan) => plan.id)],
  );
  const byKey = new Map(reasons.map((row) => [`${row.plan_id}:${row.item_id}:${row.fingerprint}`, row]));
  return plans.map((plan) =>
    checked(plan.items).map((item) => {
      const check = checkDose(item, specieOf.get(plan.pet_id) ?? null, weights.get(plan.pet_id) ?? null, now);
      const reason = check.flags.length ? byKey.get(`${plan.id}:${item.id}:${check.fingerprint}`) : undefined;
      return {
        ...check,
        reason: reason?.reason ?? null,
        reason_by_name: reason?.given_by_name ?? null,
        reason_at: reason ? new Date(reason.given_at).toISOString() : null,
        needs_reason: check.flags.length > 0 && !reason,
      };
    }),
  );
}

/** One plan's checks (doseChecksOfPlans for one). */
export async function planDoseChecks(sql: Sql, plan: DosePlan, now = new Date()): Promise<DoseCheckView[]> {
  return (await doseChecksOfPlans(sql, [plan], now))[0]!;
}

/** How a refused row reads: the flags with the figures behind them. */
export function describeFlags(check: Pick<DoseCheckView, 'flags' | 'dose_mg' | 'mg_per_kg' | 'range_min_mg_per_kg' | 'range_max_mg_per_kg' | 'weight_on'>): string {
  const figures: string[] = [];
  if (check.dose_mg !== null) figures.push(`${figure(check.dose_mg)} mg`);
  if (check.mg_per_kg !== null) figures.push(`${check.mg_per_kg} mg/kg`);
  if (check.range_min_mg_per_kg !== null && check.range_max_mg_per_kg !== null) figures.push(`range ${check.range_min_mg_per_kg}–${check.range_max_mg_per_kg} mg/kg`);
  if (check.flags.includes('stale_weight') && check.weight_on) figures.push(`weight of ${check.weight_on}`);
  return `${check.flags.map((flag) => DOSE_FLAG_TEXT[flag]).join(', ')}${figures.length ? ` (${figures.join(', ')})` : ''}`;
}

export const DOSE_CHECK_CODE = 'DOSE_REASON_REQUIRED';

/**
 * Refuses (409) while a flagged dose has no reason, naming the first such medication and its
 * flags; `before` finishes the sentence ('the plan is signed').
 */
export async function assertDosesReasoned(sql: Sql, plan: DosePlan, before: string, message?: string): Promise<void> {
  const open = (await planDoseChecks(sql, plan)).filter((check) => check.needs_reason);
  if (!open.length) return;
  const first = open[0]!;
  throw new HttpError(409, message ?? `Give a reason for the dose of ${first.name} before ${before}: ${describeFlags(first)}.`, [], {}, {
    code: DOSE_CHECK_CODE,
    items: open.map((check) => ({ item_id: check.item_id, name: check.name, flags: check.flags })),
  });
}
