// The first service-to-service call (docs/architecture.md, 'Service to service'): to price a
// treatment plan the main service reads the plan's catalogue rows from the inventory service and
// the clinic's tax rate from the auth service, over HTTP, with the caller's own access token, so
// both answer exactly what that person may see in their clinic and nothing else.
//
// The calls are made before the request's database transaction opens (pricePlanFirst runs ahead
// of the idempotency middleware): the services may share one database (PGlite serves one
// transaction at a time), and no transaction should stay open while another service answers.
import type { Context, MiddlewareHandler } from 'hono';
import { treatmentPlanSaveWire, type TreatmentPlanSave } from '@vetchart/contracts/treatment-plans/treatment-plan';
import { requireAccess, type PrincipalVariables } from '@vetchart/platform/access-token';
import { HttpError, badRequest, parseInput } from '@vetchart/platform/http';
import { isUuid } from '../scope.ts';
import { activeClinicId } from '../visits/clinic-pet.ts';
import { CHART_VISIT } from '../visits/routes.ts';
import type { StoredDosing } from './dose-shapes.ts';
import { toCents, type CatalogueEntry, type ItemKind } from './plan-rules.ts';

/** Where the main service reaches the services it reads from. */
export interface MainUpstreams {
  auth: string;
  inventory: string;
  /** The practice system's patients for a pet sync (pets/practice-sync.ts); without it a sync fails with the spec's message. */
  thirdparty?: string;
}

export const CATALOGUE_UNAVAILABLE = 'The clinic catalogue could not be read just now. Try again.';
const TIMEOUT_MS = 5_000;
/** The inventory service answers at most 100 rows a call. */
const PAGE = 100;

const PATHS: Record<ItemKind, string> = {
  DIAGNOSTIC: '/treatments',
  SERVICE: '/services',
  MEDICATION: '/medications',
  INVENTORY: '/inventory-supplies',
};

type Raw = Record<string, any>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const dosages = (value: unknown) =>
  Array.isArray(value) ? value.map((row: Raw) => ({ dosage: String(row?.dosage ?? ''), unit: String(row?.unit ?? '') })) : [];
const prices = (value: unknown) =>
  Array.isArray(value)
    ? value.map((row: Raw) => ({ dosage: String(row?.dosage ?? ''), unit: String(row?.unit ?? ''), price_cents: toCents(row?.price) }))
    : [];

const figureOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
/** A medication's dosing rows (docs/dose-check.md) as the plan row keeps them. */
const dosingRows = (value: unknown): StoredDosing[] =>
  Array.isArray(value)
    ? value.map((row: Raw) => ({
        specie_id: String(row?.specie_id ?? '').toLowerCase(),
        not_for_species: row?.not_for_species === true,
        min_mg_per_kg: figureOrNull(row?.min_mg_per_kg),
        max_mg_per_kg: figureOrNull(row?.max_mg_per_kg),
        doses_per_day: figureOrNull(row?.doses_per_day) ?? 1,
        max_mg_per_dose: figureOrNull(row?.max_mg_per_dose),
        max_mg_per_day: figureOrNull(row?.max_mg_per_day),
        route: text(row?.route),
      }))
    : [];

/** Each catalogue's JSON (docs/rest-inventory.md) as the one shape the pricing reads. */
function toEntry(kind: ItemKind, raw: Raw): CatalogueEntry {
  const base = { kind, catalogue_id: String(raw.id), description: '', dose_instructions: '', directions: '', side_effects: '', dosage_options: [], price_details: [] };
  switch (kind) {
    case 'DIAGNOSTIC':
      return {
        ...base,
        code: text(raw.code),
        name: text(raw.name),
        category: text(raw.category) || null,
        description: text(raw.description),
        cost_cents: toCents(raw.cost),
        taxable: Boolean(raw.tax),
        in_house: raw.in_house === true,
        lab_code: raw.in_house === true ? null : text(raw.lab_code) || null,
      };
    case 'SERVICE':
      return { ...base, code: text(raw.code), name: text(raw.name), category: raw.category?.name ?? null, description: text(raw.description), cost_cents: toCents(raw.cost), taxable: Boolean(raw.tax) };
    case 'MEDICATION':
      return {
        ...base,
        code: text(raw.drug_code),
        name: text(raw.product_name),
        category: raw.category?.name ?? null,
        dose_instructions: text(raw.dose_instructions),
        side_effects: text(raw.side_effects),
        dosage_options: dosages(raw.dosage_unit),
        price_details: prices(raw.price_details),
        cost_cents: null,
        taxable: true,
        dosing: dosingRows(raw.dosing),
      };
    case 'INVENTORY':
      return {
        ...base,
        code: text(raw.code),
        name: text(raw.name),
        category: raw.inventory_category?.name ?? null,
        directions: text(raw.directions),
        side_effects: text(raw.side_effects),
        dosage_options: dosages(raw.dosage_unit),
        price_details: prices(raw.price_details),
        cost_cents: null,
        taxable: true,
      };
  }
}

async function getJson(base: string, path: string, authorization: string): Promise<Raw> {
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, { headers: { authorization, accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new HttpError(503, CATALOGUE_UNAVAILABLE);
  }
  // The caller's own refusal (a token no longer valid, no clinic) is theirs to see.
  if (response.status === 401 || response.status === 403) throw new HttpError(response.status, (await response.json().catch(() => ({})))?.message ?? 'Forbidden.');
  if (!response.ok) throw new HttpError(503, CATALOGUE_UNAVAILABLE);
  return (await response.json()) as Raw;
}

export interface Pricing {
  /** Catalogue rows by `${kind}:${id}`; a row the clinic does not have (or deleted) is absent. */
  entries: Map<string, CatalogueEntry>;
  /** The clinic's tax rate in percent (0 when it has none). */
  taxRate: number;
}

export const entryKey = (kind: ItemKind, id: string) => `${kind}:${id.toLowerCase()}`;

/** Reads the named catalogue rows (one call per catalogue and 100 rows) and the tax rate, side by side. */
export async function readPricing(upstreams: MainUpstreams, authorization: string, clinicCode: string, wanted: { kind: ItemKind; catalogueId: string }[]): Promise<Pricing> {
  const idsByKind = new Map<ItemKind, Set<string>>();
  for (const item of wanted) {
    if (!isUuid(item.catalogueId)) continue;
    const ids = idsByKind.get(item.kind) ?? new Set<string>();
    ids.add(item.catalogueId.toLowerCase());
    idsByKind.set(item.kind, ids);
  }
  const calls: Promise<CatalogueEntry[]>[] = [];
  for (const [kind, ids] of idsByKind) {
    const list = [...ids];
    for (let start = 0; start < list.length; start += PAGE) {
      const chunk = list.slice(start, start + PAGE);
      calls.push(
        getJson(upstreams.inventory, `${PATHS[kind]}?limit=${PAGE}&ids=${chunk.join(',')}`, authorization).then((body) =>
          ((body.data ?? []) as Raw[]).map((raw) => toEntry(kind, raw)),
        ),
      );
    }
  }
  const clinic = getJson(upstreams.auth, `/clinic/${encodeURIComponent(clinicCode)}`, authorization);
  const [rows, clinicBody] = await Promise.all([Promise.all(calls), clinic]);
  const entries = new Map(rows.flat().map((entry) => [entryKey(entry.kind, entry.catalogue_id), entry]));
  const taxRate = Number(clinicBody.tax_rate ?? 0);
  return { entries, taxRate: Number.isFinite(taxRate) && taxRate > 0 ? taxRate : 0 };
}

const priced = new WeakMap<Request, { body: TreatmentPlanSave; pricing: Pricing }>();

/**
 * Runs before the idempotency middleware on a plan save: checks the caller may chart, reads the
 * body and prices its rows (outside any transaction). The route handler takes both with pricedPlan.
 */
export function pricePlanFirst(upstreams: MainUpstreams): MiddlewareHandler<{ Variables: PrincipalVariables }> {
  return async (c, next) => {
    if (c.req.method !== 'POST' && c.req.method !== 'PUT') return next();
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [CHART_VISIT] });
    activeClinicId(principal);
    // Read from a copy: the idempotency middleware after this one hashes the request's own body.
    let raw: unknown;
    try {
      raw = JSON.parse(await c.req.raw.clone().text());
    } catch {
      throw badRequest('The request body must be JSON.');
    }
    const body = parseInput(treatmentPlanSaveWire, raw);
    const pricing = await readPricing(upstreams, c.req.header('authorization') ?? '', principal.clinicCode ?? '', body.items);
    priced.set(c.req.raw, { body, pricing });
    await next();
  };
}

/** The body and prices pricePlanFirst read for this request. */
export function pricedPlan(c: Context): { body: TreatmentPlanSave; pricing: Pricing } {
  const found = priced.get(c.req.raw);
  if (!found) throw new Error('pricePlanFirst did not run for this request');
  return found;
}
