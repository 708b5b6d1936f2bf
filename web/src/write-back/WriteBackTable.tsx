// The clinic's write-backs to the practice system (docs/write-back.md, 'The write-back page'):
// filter tabs by state with their counts, newest first, 'Load more' after the last row
// (usePaginationFragment), Retry on a failed one (the row shows Queued from the mutation's answer).
// While anything of the clinic's is still queued, sending or retrying, the rows and counts are read
// again every few seconds by a small query of the same fragment, which refreshes them in the store
// without the table dimming.
import { PRACTICE_EXPORT_PAGE_LIMIT } from '@vetchart/contracts/write-back/practice-export';
import { useEffect, useState, useTransition } from 'react';
import { fetchQuery, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router';
import type { WriteBackTable_query$data, WriteBackTable_query$key } from '../__generated__/WriteBackTable_query.graphql';
import type { WriteBackTableMovingRowsQuery } from '../__generated__/WriteBackTableMovingRowsQuery.graphql';
import type { WriteBackTablePollQuery } from '../__generated__/WriteBackTablePollQuery.graphql';
import type { WriteBackTableRefetchQuery } from '../__generated__/WriteBackTableRefetchQuery.graphql';
import { clinicDateTime } from '../audit/auditFormat';
import { useAccess } from '../auth/access';
import { Button, focusRing } from '../ui/Button';
import { notify } from '../ui/notifications/notificationStore';
import { DataTable, type Column } from '../ui/table/DataTable';
import { Tabs } from '../ui/Tabs';
import { useRetryPracticeExport } from './mutations/useRetryPracticeExport';
import { isPending, KIND_LABELS, STATE_LABELS, type PracticeExportKindName, type PracticeExportStateName } from './practiceExportText';
import { anyMoving, emptyText, filterCount, filterLabel, WRITE_BACK_FILTERS, type WriteBackFilter } from './writeBackFilters';
import { WRITE_BACK_PAGE_SIZE, WRITE_BACK_POLL_MS } from './writeBackPaging';
import { writeBackVisitPath } from './writeBackLinks';

const writeBackTableFragment = graphql`
  fragment WriteBackTable_query on Query
  @refetchable(queryName: "WriteBackTableRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }, state: { type: "PracticeExportState" }) {
    practiceExportCounts {
      queued
      sending
      retrying
      written
      failed
    }
    practiceExports(first: $first, after: $after, state: $state) @connection(key: "WriteBackTable_practiceExports") {
      totalCount
      edges {
        node {
          id
          kind
          state
          subjectVersion
          attempts
          lastError
          partnerName
          partnerRecordId
          requestedByName
          createdAt
          nextAttemptAt
          petName
          visitName
          visit {
            id
            pet {
              id
              source
            }
          }
        }
      }
    }
  }
`;

// The same fragment, read again while write-backs move: its answer replaces the loaded rows in the store.
const pollQuery = graphql`
  query WriteBackTablePollQuery($first: Int!, $state: PracticeExportState) {
    ...WriteBackTable_query @arguments(first: $first, state: $state)
  }
`;

// Past the gateway's largest page the loaded list is kept, and only the moving rows and the counts
// are read again (a new write-back shows on the next tab change or visit).
const movingRowsQuery = graphql`
  query WriteBackTableMovingRowsQuery($ids: [ID!]!) {
    practiceExportCounts {
      queued
      sending
      retrying
      written
      failed
    }
    nodes(ids: $ids) {
      ... on PracticeExport {
        id
        state
        attempts
        lastError
        partnerName
        partnerRecordId
        nextAttemptAt
      }
    }
  }
`;

type Row = NonNullable<WriteBackTable_query$data['practiceExports']['edges'][number]>['node'];

const BADGE_TONE: Record<PracticeExportStateName, string> = {
  QUEUED: 'bg-sky-50 text-sky-800 ring-sky-200',
  SENDING: 'bg-sky-50 text-sky-800 ring-sky-200',
  RETRYING: 'bg-amber-50 text-amber-900 ring-amber-200',
  WRITTEN: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  FAILED: 'bg-rose-50 text-rose-800 ring-rose-200',
};

function StateBadge({ state }: { state: PracticeExportStateName }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${BADGE_TONE[state] ?? 'bg-slate-100 text-slate-700 ring-slate-200'}`}>{STATE_LABELS[state] ?? state}</span>;
}

const NONE = <span className="text-slate-400">—</span>;
const shortTime = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
const whatOf = (row: Row) => `${KIND_LABELS[row.kind as PracticeExportKindName] ?? row.kind}, version ${row.subjectVersion}`;

/** The practice system's record id once written; the reason on a failed or retrying one. */
function Outcome({ row }: { row: Row }) {
  if (row.state === 'WRITTEN' && row.partnerRecordId) {
    return (
      <span>
        <span className="block font-mono text-slate-900">{row.partnerRecordId}</span>
        {row.partnerName && <span className="block text-xs text-slate-500">in {row.partnerName}</span>}
      </span>
    );
  }
  if ((row.state === 'FAILED' || row.state === 'RETRYING') && row.lastError) {
    return (
      <span className={`block max-w-xs ${row.state === 'FAILED' ? 'text-rose-800' : 'text-amber-900'}`}>
        {row.lastError}
        {row.state === 'RETRYING' && row.nextAttemptAt && <span className="block text-xs text-slate-500">Trying again at {shortTime(row.nextAttemptAt)}</span>}
      </span>
    );
  }
  return NONE;
}

export function WriteBackTable({ query, timeZone }: { query: WriteBackTable_query$key; timeZone: string | null }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<WriteBackTableRefetchQuery, WriteBackTable_query$key>(writeBackTableFragment, query);
  const environment = useRelayEnvironment();
  const [filter, setFilter] = useState<WriteBackFilter>('ALL');
  const [isSwitching, startTransition] = useTransition();
  const [retry] = useRetryPracticeExport();
  const [retryingId, setRetryingId] = useState<string | null>(null);
  const mayRetry = useAccess().can('Add Visit');
  const counts = data.practiceExportCounts;
  const rows = data.practiceExports.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  const state = filter === 'ALL' ? null : filter;
  const moving = anyMoving(counts) || rows.some((row) => isPending(row.state));

  // Each answer (a poll's, a retry's) starts the wait again, so a poll never lands just after a retry
  // with the state from before it. A failed poll is left: the next one tries again.
  useEffect(() => {
    if (!moving || isSwitching || isLoadingNext) return undefined;
    const timer = window.setTimeout(() => {
      const look =
        rows.length <= PRACTICE_EXPORT_PAGE_LIMIT
          ? fetchQuery<WriteBackTablePollQuery>(environment, pollQuery, { first: Math.max(rows.length, WRITE_BACK_PAGE_SIZE), state }, { fetchPolicy: 'network-only' })
          : fetchQuery<WriteBackTableMovingRowsQuery>(environment, movingRowsQuery, { ids: rows.filter((row) => isPending(row.state)).map((row) => row.id) }, { fetchPolicy: 'network-only' });
      look.toPromise().catch(() => undefined);
    }, WRITE_BACK_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [moving, isSwitching, isLoadingNext, environment, rows, state, data]);

  const onFilter = (next: WriteBackFilter) => {
    setFilter(next);
    startTransition(() => {
      refetch({ first: WRITE_BACK_PAGE_SIZE, after: null, state: next === 'ALL' ? null : next }, { fetchPolicy: 'network-only' });
    });
  };

  const onRetry = async (row: Row) => {
    setRetryingId(row.id);
    try {
      const answer = (await retry({ input: { practiceExportId: row.id } })).retryPracticeExport;
      if (answer.__typename === 'RetryPracticeExportSuccess') notify('info', answer.message ?? 'Write-back queued again.');
      else notify('error', answer.message ?? 'The write-back could not be queued again.');
    } catch (error) {
      notify('error', 'Error', error instanceof Error ? error.message : 'An Error Occurred');
    } finally {
      setRetryingId(null);
    }
  };

  const columns: Column<Row>[] = [
    {
      key: 'when',
      header: 'Date / time',
      className: 'whitespace-nowrap',
      render: (row) => {
        const { date, time } = clinicDateTime(row.createdAt, timeZone);
        return (
          <time dateTime={row.createdAt}>
            <span className="block text-slate-900">{date}</span>
            <span className="block text-xs text-slate-500">{time}</span>
          </time>
        );
      },
    },
    { key: 'pet', header: 'Pet', render: (row) => <span className="font-medium text-slate-900">{row.petName}</span> },
    {
      key: 'visit',
      header: 'Visit',
      render: (row) =>
        row.visit ? (
          <Link to={writeBackVisitPath(row.kind as PracticeExportKindName, row.visit)} className={`rounded text-teal-800 underline-offset-2 hover:underline ${focusRing}`}>
            {row.visitName}
          </Link>
        ) : (
          row.visitName
        ),
    },
    { key: 'what', header: 'What', className: 'whitespace-nowrap', render: whatOf },
    { key: 'state', header: 'State', render: (row) => <StateBadge state={row.state as PracticeExportStateName} /> },
    { key: 'tries', header: 'Tries', className: 'text-right tabular-nums', render: (row) => row.attempts },
    { key: 'outcome', header: 'Record id or reason', className: 'min-w-56', render: (row) => <Outcome row={row} /> },
    { key: 'by', header: 'Requested by', className: 'whitespace-nowrap', render: (row) => row.requestedByName },
    {
      key: 'action',
      header: <span className="sr-only">Action</span>,
      pinned: true,
      className: 'text-right whitespace-nowrap',
      render: (row) =>
        row.state === 'FAILED' && mayRetry ? (
          <Button variant="secondary" className="px-3 py-1.5" busy={retryingId === row.id} onClick={() => void onRetry(row)} aria-label={`Retry the write-back of ${row.petName}'s ${whatOf(row)} (${row.visitName})`}>
            Retry
          </Button>
        ) : null,
    },
  ];

  return (
    <Tabs
      label="Write-back state"
      tabs={WRITE_BACK_FILTERS.map((key) => ({
        key,
        label: (
          <>
            {filterLabel(key)}{' '}
            <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 tabular-nums">{filterCount(key, counts)}</span>
          </>
        ),
      }))}
      selected={filter}
      onSelect={onFilter}
    >
      <DataTable caption="Write-backs to the practice system" columns={columns} rows={isSwitching ? [] : rows} rowKey={(row) => row.id} emptyText={emptyText(filter)} loading={isSwitching} />
      {rows.length > 0 && !isSwitching && (
        <div className="mt-3 flex items-center justify-between gap-3 text-sm text-slate-600">
          <span>
            Showing {rows.length} of {data.practiceExports.totalCount}
          </span>
          {hasNext && (
            <Button variant="secondary" className="px-3 py-1.5" busy={isLoadingNext} onClick={() => loadNext(WRITE_BACK_PAGE_SIZE)}>
              Load more
            </Button>
          )}
        </div>
      )}
    </Tabs>
  );
}
