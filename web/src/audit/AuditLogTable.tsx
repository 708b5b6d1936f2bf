// The audit log table: filters (the patient, searched; that patient's visits; the clinic's
// people), a refetchable connection paged Previous / Next (the log pages by keyset: each page
// starts after the last entry of the one before, so the cursors of the pages seen are kept for
// Previous), each entry's changes behind a disclosure, and Export CSV of everything filtered.
import { useEffect, useState, useTransition } from 'react';
import { fetchQuery, graphql, useRefetchableFragment, useRelayEnvironment } from 'react-relay';
import type { AuditLogTable_query$data, AuditLogTable_query$key } from '../__generated__/AuditLogTable_query.graphql';
import type { AuditLogTableRefetchQuery } from '../__generated__/AuditLogTableRefetchQuery.graphql';
import type { AuditLogTableVisitsQuery } from '../__generated__/AuditLogTableVisitsQuery.graphql';
import { PetSearchSelect, type PickedPet } from '../lab-requests/PetSearchSelect';
import { Button, focusRing } from '../ui/Button';
import { SelectField } from '../ui/FormField';
import { InlineNotice } from '../ui/InlineNotice';
import { notify } from '../ui/notifications/notificationStore';
import { DataTable, type Column } from '../ui/table/DataTable';
import { TablePager } from '../ui/table/TablePager';
import { AUDIT_PAGE_SIZE, clinicDateTime } from './auditFormat';
import { downloadAuditLog, MAX_EXPORT_ROWS } from './auditLogFile';

const auditLogTableFragment = graphql`
  fragment AuditLogTable_query on Query
  @refetchable(queryName: "AuditLogTableRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 20 }
    after: { type: "String" }
    petId: { type: "ID" }
    visitId: { type: "ID" }
    actorId: { type: "ID" }
  ) {
    auditLog(first: $first, after: $after, petId: $petId, visitId: $visitId, actorId: $actorId) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          createdAt
          actorName
          actionLabel
          recordLabel
          targetId
          petName
          visitName
          context
          changes {
            field
            before
            after
          }
        }
      }
    }
  }
`;

const petVisitsQuery = graphql`
  query AuditLogTableVisitsQuery($petId: ID!) {
    node(id: $petId) {
      ... on Pet {
        visits(first: 50) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    }
  }
`;

type Entry = NonNullable<AuditLogTable_query$data['auditLog']['edges'][number]>['node'];
type Option = { value: string; label: string };
type Visits = { state: 'idle' | 'loading' | 'failed' | 'done'; options: Option[] };

/** The chosen patient's visits for the visit filter (newest first, at most 50). */
function usePetVisits(petId: string | null): Visits {
  const environment = useRelayEnvironment();
  const [visits, setVisits] = useState<Visits>({ state: 'idle', options: [] });
  useEffect(() => {
    if (!petId) return setVisits({ state: 'idle', options: [] });
    let current = true;
    setVisits({ state: 'loading', options: [] });
    fetchQuery<AuditLogTableVisitsQuery>(environment, petVisitsQuery, { petId }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => {
        if (!current) return;
        const edges = data?.node?.visits?.edges ?? [];
        setVisits({ state: 'done', options: edges.flatMap((edge) => (edge?.node ? [{ value: edge.node.id, label: edge.node.name }] : [])) });
      })
      .catch(() => current && setVisits({ state: 'failed', options: [] }));
    return () => {
      current = false;
    };
  }, [petId, environment]);
  return visits;
}

/** The summary names the first few fields; the rest show when it is opened. */
const SUMMARY_FIELDS = 3;

const EMPTY = <span className="text-slate-400">—</span>;

function Changes({ entry }: { entry: Entry }) {
  if (entry.changes.length === 0) return entry.context ? <span className="text-slate-600">{entry.context}</span> : EMPTY;
  return (
    <details className="group max-w-md">
      <summary className={`cursor-pointer rounded text-teal-800 hover:underline ${focusRing}`}>
        {entry.changes.length === 1 ? '1 field' : `${entry.changes.length} fields`}: {entry.changes.slice(0, SUMMARY_FIELDS).map((change) => change.field).join(', ')}
        {entry.changes.length > SUMMARY_FIELDS ? ', …' : ''}
      </summary>
      <dl className="mt-2 space-y-2 text-xs">
        {entry.changes.map((change) => (
          <div key={change.field}>
            <dt className="font-semibold text-slate-700">{change.field}</dt>
            <dd className="mt-0.5 break-words whitespace-pre-wrap text-slate-700">
              <span className="rounded bg-rose-50 px-1 text-rose-900">{change.before ?? '—'}</span>
              <span aria-label="changed to" className="px-1.5 text-slate-500">
                →
              </span>
              <span className="rounded bg-emerald-50 px-1 text-emerald-900">{change.after ?? '—'}</span>
            </dd>
          </div>
        ))}
      </dl>
      {entry.context && <p className="mt-2 text-xs text-slate-500">{entry.context}</p>}
    </details>
  );
}

interface AuditLogTableProps {
  query: AuditLogTable_query$key;
  people: ReadonlyArray<Option>;
  timeZone: string | null;
}

export function AuditLogTable({ query, people, timeZone }: AuditLogTableProps) {
  const [data, refetch] = useRefetchableFragment<AuditLogTableRefetchQuery, AuditLogTable_query$key>(auditLogTableFragment, query);
  const [isPending, startTransition] = useTransition();
  const [pet, setPet] = useState<PickedPet | null>(null);
  const [visitId, setVisitId] = useState<string | null>(null);
  const [actorId, setActorId] = useState<string | null>(null);
  // cursors[n]: where page n + 1 starts (null: the newest entry).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [cleared, setCleared] = useState(0);
  const [exporting, setExporting] = useState(false);
  const [cut, setCut] = useState<{ rowCount: number; totalCount: number } | null>(null);
  const visits = usePetVisits(pet?.id ?? null);
  const page = cursors.length;
  const log = data.auditLog;
  const rows = log.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));

  const load = (filters: { petId: string | null; visitId: string | null; actorId: string | null }, nextCursors: (string | null)[]) => {
    setCut(null);
    startTransition(() => {
      setCursors(nextCursors);
      refetch({ ...filters, first: AUDIT_PAGE_SIZE, after: nextCursors[nextCursors.length - 1] ?? null }, { fetchPolicy: 'network-only' });
    });
  };
  const filters = { petId: pet?.id ?? null, visitId, actorId };

  const onPage = (next: number) => {
    if (next === page + 1 && log.pageInfo.endCursor) load(filters, [...cursors, log.pageInfo.endCursor]);
    else if (next < page && next >= 1) load(filters, cursors.slice(0, next));
  };

  const onExport = async () => {
    setExporting(true);
    try {
      const file = await downloadAuditLog(filters);
      setCut(file.truncated ? file : null);
    } catch (error) {
      notify('error', 'Error', error instanceof Error ? error.message : 'An Error Occurred');
    } finally {
      setExporting(false);
    }
  };

  const columns: Column<Entry>[] = [
    {
      key: 'when',
      header: 'When',
      className: 'whitespace-nowrap',
      render: (entry) => {
        const { date, time } = clinicDateTime(entry.createdAt, timeZone);
        return (
          <time dateTime={entry.createdAt}>
            <span className="block text-slate-900">{date}</span>
            <span className="block text-xs text-slate-500">{time}</span>
          </time>
        );
      },
    },
    { key: 'who', header: 'Who', className: 'whitespace-nowrap', render: (entry) => <span className="font-medium text-slate-900">{entry.actorName}</span> },
    { key: 'action', header: 'Action', className: 'min-w-36', render: (entry) => entry.actionLabel },
    {
      key: 'record',
      header: 'Record',
      render: (entry) => (
        <span>
          <span className="block">{entry.recordLabel}</span>
          {(entry.petName || entry.visitName) && <span className="block text-xs text-slate-500">{[entry.petName, entry.visitName].filter(Boolean).join(' · ')}</span>}
        </span>
      ),
    },
    { key: 'changes', header: 'Changes', render: (entry) => <Changes entry={entry} /> },
  ];

  const filtered = Boolean(pet || visitId || actorId);

  return (
    <div>
      <div role="search" aria-label="Filter the audit log" className="mb-4 rounded-xl border border-slate-200 bg-white p-4">
        <div className="grid gap-3 md:grid-cols-3 md:items-end">
          {/* Clear filters empties the search box by giving it a new key (a pick keeps it, and its focus). */}
          <PetSearchSelect
            key={cleared}
            label="Patient"
            value={pet}
            onChange={(picked) => {
              setPet(picked);
              setVisitId(null);
              load({ petId: picked.id, visitId: null, actorId }, [null]);
            }}
          />
          <SelectField
            label="Visit"
            placeholder={!pet ? 'Pick a patient first' : visits.state === 'loading' ? 'Loading visits…' : visits.state === 'failed' ? 'The visits could not be loaded' : visits.options.length ? 'All visits' : 'This patient has no visits'}
            options={visits.options}
            disabled={!pet || visits.options.length === 0}
            value={visitId ?? ''}
            onChange={(event) => {
              const next = event.target.value || null;
              setVisitId(next);
              load({ ...filters, visitId: next }, [null]);
            }}
          />
          <SelectField
            label="Person"
            placeholder="Everyone"
            options={people}
            value={actorId ?? ''}
            onChange={(event) => {
              const next = event.target.value || null;
              setActorId(next);
              load({ ...filters, actorId: next }, [null]);
            }}
          />
        </div>
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            disabled={!filtered}
            onClick={() => {
              setPet(null);
              setVisitId(null);
              setActorId(null);
              setCleared((count) => count + 1);
              load({ petId: null, visitId: null, actorId: null }, [null]);
            }}
          >
            Clear filters
          </Button>
          <Button onClick={onExport} busy={exporting}>
            Export CSV
          </Button>
        </div>
      </div>
      {cut ? (
        <div className="mb-4">
          <InlineNotice tone="info">
            The file holds the newest {cut.rowCount.toLocaleString('en-US')} of {cut.totalCount.toLocaleString('en-US')} entries. Narrow the filters to export the rest.
          </InlineNotice>
        </div>
      ) : (
        log.totalCount > MAX_EXPORT_ROWS && (
          <p className="mb-4 text-sm text-slate-600">Export CSV holds the newest {MAX_EXPORT_ROWS.toLocaleString('en-US')} entries of these filters.</p>
        )
      )}
      <DataTable caption="Audit log" columns={columns} rows={rows} rowKey={(entry) => entry.id} emptyText="No audit entries match these filters." loading={isPending} />
      <TablePager page={page} pageSize={AUDIT_PAGE_SIZE} totalCount={log.totalCount} onPage={onPage} disabled={isPending} />
    </div>
  );
}
