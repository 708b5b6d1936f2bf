// The settings hub's Sync Data Now card (spec 000 section 2; everyone may run it): a hub card
// whose action runs the sync. The result is a notification: what the server did, that no
// practice system is connected yet, or the spec's sync failure text.
import { SettingsCard } from '../settings/SettingsCard';
import { Spinner } from '../ui/Spinner';
import { notify } from '../ui/notifications/notificationStore';
import { useSyncClinicData } from './mutations/useSyncClinicData';

export const SYNC_FAILURE_TEXT =
  'Oops, it looks like the sync did not work. Please try again later or start a conversation with Customer Success at the bottom right corner.';

export function SyncDataNowCard({ title, description }: { title: string; description: string }) {
  const [syncClinicData, isSyncing] = useSyncClinicData();

  const onSync = async () => {
    try {
      const { syncClinicData: result } = await syncClinicData({ input: {} });
      switch (result.__typename) {
        case 'SyncClinicDataSuccess':
          notify('success', 'Sync Data Now', result.message);
          return;
        case 'IntegrationNotConnectedError':
          notify('warning', 'Sync Data Now', result.message);
          return;
        case '%other':
          notify('error', SYNC_FAILURE_TEXT);
          return;
        default:
          notify('error', SYNC_FAILURE_TEXT, result.message);
      }
    } catch {
      notify('error', SYNC_FAILURE_TEXT);
    }
  };

  return (
    <SettingsCard
      title={title}
      description={description}
      onSelect={() => void onSync()}
      disabled={isSyncing}
      status={isSyncing ? <Spinner className="size-5 text-teal-700" /> : undefined}
    />
  );
}
