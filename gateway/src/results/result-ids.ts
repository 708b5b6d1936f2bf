// Global ids of the results step's records. The main service reads them by visit (one
// `GET /visit-results` for many visits), not by their own ids, so the records that belong to one
// visit for good (lab orders, in-house results, treatment results) carry their visit in the id:
// `node(id:)` then loads them through the same visit loader. A lab result can move between visits
// (assign / unassign), so its id is its own and the inputs take it as it is.
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { NotFoundError } from '../errors.ts';

/** The id inside a visit-scoped node id: `<visit id>:<record id>`. */
export const visitScopedId = (visitId: string, id: string) => `${visitId}:${id}`;

export function splitVisitScopedId(id: string): { visitId: string; id: string } | null {
  const at = id.indexOf(':');
  if (at <= 0 || at === id.length - 1) return null;
  return { visitId: id.slice(0, at), id: id.slice(at + 1) };
}

/** The record id an input names: its global id of `typename` (visit-scoped or not), else NotFoundError. */
export function recordIdOfInput(globalId: string, typename: string, what: string): string {
  try {
    const decoded = decodeGlobalID(globalId);
    if (decoded.typename === typename) return splitVisitScopedId(decoded.id)?.id ?? decoded.id;
  } catch {
    // not a global id
  }
  throw new NotFoundError(`${what} not found.`);
}

/** Any catalogue row's global id (Diagnostic, Service, Medication, InventorySupply, Diagnosis) as its raw id; a bare id as it is. */
export function catalogueIdOfInput(id: string | null | undefined): string | null {
  if (!id) return null;
  try {
    return decodeGlobalID(id).id || null;
  } catch {
    return id;
  }
}

export const globalIdOrNull = (typename: string, id: string | null) => (id ? encodeGlobalID(typename, id) : null);
