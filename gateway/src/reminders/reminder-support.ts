// What the vaccination and other reminder types share: the clinic's time zone their status is
// judged in, the visit (and reason for modification) a write is charted in, the typed errors of
// their mutations, and the loader keys that carry the time zone.
import { loadViewer } from '../auth/viewer-cache.ts';
import type { GatewayContext } from '../context.ts';
import { rawId, requireRawId } from '../catalogues/lookup-support.ts';
import { ConflictError, ForbiddenError, NotFoundError, StaleVersionError, fromUpstream } from '../errors.ts';
import { zonedKey } from '../loaders/main.ts';
import type { ChartingPlace } from './reminder-wire.ts';

/** Writing a reminder is charting the visit: 'Add Visit' (services/main/src/visits/routes.ts CHART_VISIT). */
export const CHART_VISIT_SCOPE = { permission: 'Add Visit' } as const;
export const MAX_REMINDERS_PER_PET = 200;

/**
 * The caller's clinic's time zone (auth keeps it; the session read once per operation), which the
 * service judges 'Current' / 'Past Due' in; UTC when the clinic names none.
 */
export async function clinicTimeZone(context: GatewayContext): Promise<string> {
  const clinicId = context.principal?.clinicId;
  if (!clinicId) return 'UTC';
  const viewer = await loadViewer(context);
  return viewer.clinics.find((clinic) => clinic.id === clinicId)?.timezone || 'UTC';
}

/** The key of a reminder (or a pet's reminders) in ctx.loaders.main's reminder loaders: the id read in the clinic's zone. */
export async function reminderKey(context: GatewayContext, id: string): Promise<string> {
  return zonedKey(await clinicTimeZone(context), id);
}

/** The visit a write is charted in, and the reason for modification it is made under (global ids). */
export function chartingPlace(input: { visitId: string | number; visitModificationId?: string | number | null }): ChartingPlace {
  const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
  if (input.visitModificationId === null || input.visitModificationId === undefined || input.visitModificationId === '') return { visit_id: visitId };
  const reasonId = rawId(String(input.visitModificationId), 'ModificationReason');
  if (!reasonId) throw new NotFoundError('The reason for modification was not found for this visit.');
  return { visit_id: visitId, visit_modification_id: reasonId };
}

/**
 * The service's answer as a reminder mutation's typed errors: a stale save becomes the type's own
 * stale-version error (with the reminder as it is now), any other 409 (a locked or read-only visit,
 * a third-party row) a ConflictError with the service's message.
 */
export function reminderError(error: unknown, renames: Record<string, string>, stale?: (error: StaleVersionError) => Error): Error {
  const staleVersion = StaleVersionError.fromUpstream(error);
  if (staleVersion && stale) return stale(staleVersion);
  return fromUpstream(
    error,
    {
      403: (upstream) => new ForbiddenError(upstream.message),
      404: (upstream) => new NotFoundError(upstream.message),
      409: (upstream) => new ConflictError(upstream.message),
    },
    renames,
  );
}
