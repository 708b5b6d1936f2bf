// The settings hub's Sync Data Now card (spec 000 section 2; everyone may run it). The result is
// a notification: what the server did, that no practice system is connected yet, or the spec's
// sync failure text.
import { useId } from 'react';
import { Button } from '../ui/Button';
import { notify } from '../ui/notifications/notificationStore';
import { useSyncClinicData } from './mutations/useSyncClinicData';

export const SYNC_FAILURE_TEXT =
  'Oops, it looks like the sync did not work. Please try again later or start a conversation with Customer Success at the bottom right corner.';

export function SyncDataNowCard({ className = '' }: { className?: string }) {
  const titleId = useId();
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
    <section aria-labelledby={titleId} className={`flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${className}`}>
      <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
        <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M20 11a8 8 0 00-14.9-3.9M4 4v4h4M4 13a8 8 0 0014.9 3.9M20 20v-4h-4" />
        </svg>
      </span>
      <h3 id={titleId} className="mt-4 text-base font-semibold text-slate-900">
        Sync Data Now
      </h3>
      <p className="mt-1 flex-1 text-sm text-slate-600">Sync with the practice management system connected under Integrations.</p>
      <Button className="mt-5 self-start" busy={isSyncing} onClick={() => void onSync()}>
        {isSyncing ? 'Syncing…' : 'Sync now'}
      </Button>
    </section>
  );
}
