// 'Search for pets' (spec 003 section 2.8): the practice system's patients matching a search, each
// with Sync (not synced yet, or changed there since) and 'Go to profile', disabled with the
// tooltip 'Pet is not synced yet.' while the clinic has no such pet.
import { Suspense, useState, useTransition } from 'react';
import { useNavigate } from 'react-router';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PracticePatientSearchModalQuery } from '../__generated__/PracticePatientSearchModalQuery.graphql';
import { petProfilePath } from '../pets/petAccess';
import { Button } from '../ui/Button';
import { InlineNotice } from '../ui/InlineNotice';
import { Modal } from '../ui/Modal';
import { Skeleton } from '../ui/Skeleton';
import { SearchInput } from '../ui/table/SearchInput';
import { NOT_SYNCED_TOOLTIP } from './syncMessages';
import { useSyncAndOpen } from './useSyncAndOpen';

const patientsQuery = graphql`
  query PracticePatientSearchModalQuery($search: String) {
    practicePatients(search: $search) {
      __typename
      ... on PracticePatientList {
        patients {
          name
          parentName
          specie
          breed
          source
          sourceId
          canSync
          pet {
            id
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function PracticePatientSearchModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [search, setSearch] = useState('');
  const [isPending, startTransition] = useTransition();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Search for pets" description="Patients of your practice-management system." width={640}>
      <div className="space-y-4">
        <SearchInput label="Search pets" placeholder="Pet or pet parent name" onSearch={(text) => startTransition(() => setSearch(text))} />
        <Suspense fallback={<Skeleton className="h-24 w-full" />}>
          <PatientList search={search} pending={isPending} onOpened={() => onOpenChange(false)} />
        </Suspense>
      </div>
    </Modal>
  );
}

function PatientList({ search, pending, onOpened }: { search: string; pending: boolean; onOpened: () => void }) {
  const data = useLazyLoadQuery<PracticePatientSearchModalQuery>(patientsQuery, { search: search || null }, { fetchPolicy: 'store-and-network' });
  const [syncAndOpen, syncing] = useSyncAndOpen();
  const navigate = useNavigate();
  const result = data.practicePatients;
  const patients = result.patients;
  if (!patients) return <InlineNotice tone="info">{result.message ?? 'The patients could not be read.'}</InlineNotice>;
  if (!patients.length) return <p className="py-6 text-center text-sm text-slate-500">No pets match.</p>;
  return (
    <ul className={`max-h-[60vh] divide-y divide-slate-100 overflow-y-auto ${pending ? 'opacity-60' : ''}`} aria-label="Pets found" aria-busy={pending || undefined}>
      {patients.map((patient) => {
        const tooltipId = `not-synced-${patient.sourceId}`;
        return (
          <li key={patient.sourceId} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-medium text-slate-900">{patient.name}</p>
              <p className="text-sm text-slate-500">
                {patient.parentName} · {patient.specie}, {patient.breed}
              </p>
            </div>
            <div className="flex items-center gap-2">
              {(!patient.pet || patient.canSync) && (
                <Button
                  variant="secondary"
                  className="px-3 py-1.5 text-xs"
                  aria-label={`Sync ${patient.name}`}
                  busy={syncing === patient.sourceId}
                  disabled={syncing !== null}
                  onClick={() => void syncAndOpen(patient.sourceId, patient.source).then(onOpened)}
                >
                  Sync
                </Button>
              )}
              {patient.pet ? (
                <Button
                  className="px-3 py-1.5 text-xs"
                  onClick={() => {
                    onOpened();
                    void navigate(petProfilePath(patient.pet!.id, patient.source));
                  }}
                >
                  Go to profile
                </Button>
              ) : (
                <span title={NOT_SYNCED_TOOLTIP} className="inline-flex">
                  <Button className="px-3 py-1.5 text-xs" disabled aria-describedby={tooltipId}>
                    Go to profile
                  </Button>
                  <span id={tooltipId} className="sr-only">
                    {NOT_SYNCED_TOOLTIP}
                  </span>
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
