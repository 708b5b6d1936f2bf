// POST /fhir-import/plan (the dry run) and POST /fhir-import/apply (docs/fhir-import.md): admins
// only (client admins, super admins — like the audit screen: an import writes every kind of record).
// Before the request's transaction opens, the body is bounded and read, and the clinic's species,
// breed and gender lookups are read from the inventory service with the caller's token, as a pet
// sync does (pets/practice-sync.ts); the handlers then plan, or plan and apply, in one transaction.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireAccess, requirePrincipal, type PrincipalVariables } from '@vetchart/platform/access-token';
import { HttpError, badRequest, parseInput } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { FHIR_IMPORT_MAX_BODY_BYTES, FHIR_IMPORT_MESSAGES, fhirImportWire, type FhirImportInput } from '@vetchart/contracts/fhir/fhir-import';
import { snakeCase } from '@vetchart/contracts/wire';
import { AUDIT_ADMINS } from '../audit/routes.ts';
import { medicalRecordFileStorage } from '../medical-history/record-files.ts';
import { clinicScope } from '../scope.ts';
import { activeClinicId } from '../visits/clinic-pet.ts';
import { applyImport, planImport, readImportLookups, type ImportLookups } from './fhir-import.ts';

export const FHIR_IMPORT_ADMINS = AUDIT_ADMINS;

const read = new WeakMap<Request, { input: FhirImportInput; lookups: ImportLookups }>();

/** Runs before the idempotency middleware on /fhir-import/*: refuses non-admins, bounds and reads the body, reads the lookups. */
export function readFhirImportFirst(deps: ServiceDeps, inventory: string): MiddlewareHandler<{ Variables: PrincipalVariables }>[] {
  const limit = bodyLimit({
    maxSize: FHIR_IMPORT_MAX_BODY_BYTES,
    onError: () => {
      throw new HttpError(413, FHIR_IMPORT_MESSAGES.tooLarge);
    },
  });
  const readFirst: MiddlewareHandler<{ Variables: PrincipalVariables }> = async (c, next) => {
    if (c.req.method !== 'POST') return next();
    // Refused before the body is read: someone who may not import learns nothing from validation.
    requireAccess(c.var.principal, FHIR_IMPORT_ADMINS);
    activeClinicId(c.var.principal);
    let raw: unknown;
    try {
      // A copy: the idempotency middleware after this one hashes the request's own body.
      raw = JSON.parse(await c.req.raw.clone().text());
    } catch {
      throw badRequest('The request body must be JSON.');
    }
    const input = parseInput(fhirImportWire, raw);
    read.set(c.req.raw, { input, lookups: await readImportLookups(inventory, c.req.header('authorization') ?? '', input) });
    await next();
  };
  return [requirePrincipal(deps), limit as unknown as MiddlewareHandler<{ Variables: PrincipalVariables }>, readFirst];
}

/** The report on the wire: snake_case keys all the way down (pet_parents, cannot_map, matched_id). */
const snakeKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(snakeKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, field]) => [snakeCase(key), snakeKeys(field)]))
      : value;

function readImport(c: Context) {
  const found = read.get(c.req.raw);
  if (!found) throw new Error('readFhirImportFirst did not run for this request');
  return found;
}

export function registerFhirImportRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  const auth = requirePrincipal(deps);
  const files = medicalRecordFileStorage(deps);

  app.post('/fhir-import/plan', auth, async (c) => {
    requireAccess(c.var.principal, FHIR_IMPORT_ADMINS);
    const { input, lookups } = readImport(c);
    const plan = await planImport(deps.db, activeClinicId(c.var.principal), input, lookups);
    return c.json({ data: snakeKeys(plan.report) });
  });

  app.post('/fhir-import/apply', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, FHIR_IMPORT_ADMINS);
    activeClinicId(principal);
    const { input, lookups } = readImport(c);
    const result = await applyImport(deps.db, { ...clinicScope(principal), clinicCode: principal.clinicCode!, fullName: principal.fullName }, input, lookups, files);
    return c.json({ data: snakeKeys(result.report), created: snakeKeys(result.created) });
  });
}
