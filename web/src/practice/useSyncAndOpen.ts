// Sync, then the pet's profile (spec 001 'After a sync the app goes to the pet profile using the
// returned pet id and source'): the spec's wait notice while it runs, its failure text (with the
// server's reason) when it does not work. Used by the schedules, the pet search, the pets table
// and the profile's 'Sync Covetrus'; the pets table picking a pet for the SOAP canvas opens the
// canvas instead (`destination`).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { petProfilePath } from '../pets/petAccess';
import { dismissNotification, notify } from '../ui/notifications/notificationStore';
import { useSyncPet } from './mutations/useSyncPet';
import { SYNC_FAILURE_TEXT, SYNC_WAIT_TEXT } from './syncMessages';

export function useSyncAndOpen(
  destination: (pet: { id: string; source: string }) => string = (pet) => petProfilePath(pet.id, pet.source),
): [(sourceId: string, source?: string) => Promise<void>, string | null] {
  const [syncPet] = useSyncPet();
  const navigate = useNavigate();
  const [syncing, setSyncing] = useState<string | null>(null);

  const syncAndOpen = async (sourceId: string, source = 'covetrus') => {
    setSyncing(sourceId);
    const waiting = notify('info', SYNC_WAIT_TEXT);
    try {
      const { syncPet: result } = await syncPet({ input: { source, sourceId } });
      dismissNotification(waiting);
      if (result.__typename === 'SyncPetSuccess' && result.pet) {
        notify('success', `${result.pet.name} is synced`);
        void navigate(destination({ id: result.pet.id, source: result.pet.source || 'covetrus' }));
        return;
      }
      notify('error', SYNC_FAILURE_TEXT, result.message);
    } catch {
      dismissNotification(waiting);
      notify('error', SYNC_FAILURE_TEXT);
    } finally {
      setSyncing(null);
    }
  };
  return [syncAndOpen, syncing];
}
