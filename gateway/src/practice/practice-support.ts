// What the practice-system fields share: the typed errors of the thirdparty and main answers, and
// joining the practice system's patients to the clinic's synced pets (pet_id and can_sync of the
// spec's schedule row and searched pet, spec 003 section 3).
import type { UpstreamError } from '../clients/http.ts';
import type { GatewayContext } from '../context.ts';
import { ForbiddenError, NotFoundError, fromUpstream } from '../errors.ts';
import { IntegrationNotConnectedError, IntegrationRefusedError, PartnerUnavailableError } from '../integrations/integration-errors.ts';

export const PRACTICE_ERRORS = {
  403: (error: UpstreamError) => new ForbiddenError(error.message),
  404: (error: UpstreamError) => new NotFoundError(error.message),
  409: (error: UpstreamError) => new IntegrationNotConnectedError(error.message),
  422: (error: UpstreamError) => new IntegrationRefusedError(error.message),
  502: (error: UpstreamError) => new PartnerUnavailableError(error.message),
  503: (error: UpstreamError) => new PartnerUnavailableError(error.message),
};

export const practiceError = (error: unknown) => fromUpstream(error, PRACTICE_ERRORS);

export interface SyncState {
  /** The clinic's pet synced from this patient, if any. */
  petId: string | null;
  /** Not synced yet, or changed in the practice system since the last sync. */
  canSync: boolean;
}

/** Adds each row's pet_id and can_sync from main's synced pets (one call for all rows). */
export async function withSyncState<T extends { source: string; sourceId: string; sourceUpdatedAt: string }>(
  context: GatewayContext,
  rows: T[],
): Promise<(T & SyncState)[]> {
  const bySource = new Map<string, T[]>();
  for (const row of rows) bySource.set(row.source, [...(bySource.get(row.source) ?? []), row]);
  const synced = new Map<string, { petId: string; sourceUpdatedAt: string | null }>();
  for (const [source, sourceRows] of bySource) {
    for (const pet of await context.loaders.main.syncedPets({ source, sourceIds: sourceRows.map((row) => row.sourceId) })) {
      synced.set(`${source}:${pet.sourceId}`, pet);
    }
  }
  return rows.map((row) => {
    const pet = synced.get(`${row.source}:${row.sourceId}`);
    const changed = !pet?.sourceUpdatedAt || Date.parse(pet.sourceUpdatedAt) < Date.parse(row.sourceUpdatedAt);
    return { ...row, petId: pet?.petId ?? null, canSync: !pet || changed };
  });
}
