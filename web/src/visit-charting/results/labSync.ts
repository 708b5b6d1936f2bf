// Syncing a visit's lab results and the lab ordering messages, shared by the ordering controls
// (LabOrdering.tsx) and the additional order drawer it opens lazily (AdditionalOrderDrawer.tsx).
import { notify } from '../../ui/notifications/notificationStore';
import { useSyncLabResults } from './mutations/useSyncLabResults';

export const ORDER_ERROR = 'Error while initiating order!';
export const SYNC_ERROR = 'Sync error';
export const PENDING_ORDERS_TITLE = 'Pending Orders Found!';

export function useLabSync(visitId: string, providerName: string) {
  const [sync, syncing] = useSyncLabResults();
  const run = async () => {
    try {
      const { syncLabResults: result } = await sync({ input: { visitId } });
      if (result.__typename === 'SyncLabResultsSuccess') return void notify('success', result.message ?? 'Results synced');
      notify('error', SYNC_ERROR, 'message' in result ? result.message : undefined);
    } catch (error) {
      notify('error', SYNC_ERROR, error instanceof Error ? error.message : `${providerName} could not be reached.`);
    }
  };
  return [run, syncing] as const;
}
