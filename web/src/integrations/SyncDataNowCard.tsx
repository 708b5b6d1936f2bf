// The settings hub's Sync Data Now card (spec 000 section 2; everyone may run it): the server
// checks the practice system's connection, then the clinic's patients there are synced one by one
// (each sync is idempotent and all-or-nothing) while the card shows how far it got. The result is a
// notification: how many were synced, that no practice system is connected yet, or the spec's sync
// failure text.
import { useState } from 'react';
import { fetchQuery, graphql } from 'react-relay';
import type { SyncDataNowCardPatientsQuery } from '../__generated__/SyncDataNowCardPatientsQuery.graphql';
import { useSyncPet } from '../practice/mutations/useSyncPet';
import { SYNC_FAILURE_TEXT } from '../practice/syncMessages';
import { getRelayEnvironment } from '../relay/environment';
import { SettingsCard } from '../settings/SettingsCard';
import { Spinner } from '../ui/Spinner';
import { notify } from '../ui/notifications/notificationStore';
import { useSyncClinicData } from './mutations/useSyncClinicData';

const patientsQuery = graphql`
  query SyncDataNowCardPatientsQuery {
    practicePatients {
      __typename
      ... on PracticePatientList {
        patients {
          sourceId
          source
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function SyncDataNowCard({ title, description }: { title: string; description: string }) {
  const [syncClinicData, isChecking] = useSyncClinicData();
  const [syncPet] = useSyncPet();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const busy = isChecking || progress !== null;

  const importPatients = async (checked: string) => {
    const answer = await fetchQuery<SyncDataNowCardPatientsQuery>(getRelayEnvironment(), patientsQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
    const patients = answer?.practicePatients.patients;
    if (!patients) {
      notify('error', SYNC_FAILURE_TEXT, answer?.practicePatients.message);
      return;
    }
    let created = 0;
    const failed: string[] = [];
    setProgress({ done: 0, total: patients.length });
    for (const [index, patient] of patients.entries()) {
      try {
        const { syncPet: result } = await syncPet({ input: { source: patient.source, sourceId: patient.sourceId } });
        if (result.__typename === 'SyncPetSuccess') created += result.created ? 1 : 0;
        else failed.push(result.message ?? patient.sourceId);
      } catch {
        failed.push(patient.sourceId);
      }
      setProgress({ done: index + 1, total: patients.length });
    }
    setProgress(null);
    const synced = patients.length - failed.length;
    const summary = `${checked} ${synced} of ${patients.length} patients synced (${created} new).`;
    if (failed.length) notify('error', SYNC_FAILURE_TEXT, `${summary} ${failed[0]}`);
    else notify('success', 'Sync Data Now', summary);
  };

  const onSync = async () => {
    try {
      const { syncClinicData: result } = await syncClinicData({ input: {} });
      switch (result.__typename) {
        case 'SyncClinicDataSuccess':
          await importPatients(result.message);
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
      setProgress(null);
      notify('error', SYNC_FAILURE_TEXT);
    }
  };

  return (
    <SettingsCard
      title={title}
      description={description}
      onSelect={() => void onSync()}
      disabled={busy}
      status={
        busy ? (
          <span className="flex items-center gap-2 text-sm font-medium text-teal-800" role="status">
            <Spinner className="size-5 text-teal-700" />
            {progress && (
              <span>
                <progress className="sr-only" max={progress.total} value={progress.done} aria-label="Patients synced" />
                {progress.done} of {progress.total}
              </span>
            )}
          </span>
        ) : undefined
      }
    />
  );
}
