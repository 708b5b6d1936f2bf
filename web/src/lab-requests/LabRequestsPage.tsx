// /d/requests, the orphaned results screen (spec 001 section 2.8): the results the lab sent without
// a visit, for the 'Query by Date:' range (the last 30 days at first), with Pet Name, Pet Parent,
// Provider, Status, Test Date and Final Result Date. Beyond the spec, each row lists the clinic's
// pets that best match it, best first: one click opens the assign modal with that pet chosen.
// 'Assign Visit' and 'View Result' act only while the range is valid; an assigned result leaves
// the table (its edge is deleted from the connection). The list is a @connection paged by
// useConnectionPages (further pages from the server's cursors); the range is one more variable
// of the connection: a new range starts it again from its first page (restart).
import { useCallback, useId, useRef, useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { LabRequestsPage_query$data, LabRequestsPage_query$key } from '../__generated__/LabRequestsPage_query.graphql';
import { useAccess } from '../auth/access';
import { Button, focusRing } from '../ui/Button';
import { DataTable } from '../ui/table/DataTable';
import { TablePager } from '../ui/table/TablePager';
import { useConnectionPages, type ConnectionPagination } from '../ui/table/useConnectionPages';
import { AssignResultModal, type AssignTarget, type PickedPet } from './AssignResultModal';
import { formatUsDate, matchReasons, PAGE_SIZE, rangeError, type DateRange } from './orphanedResults';
import { ResultReportDrawer } from './ResultReportDrawer';
import type { PreloadedQuery } from 'react-relay';
import type { LabRequestsPageQuery } from '../__generated__/LabRequestsPageQuery.graphql';

/** What the route's loader (labRequestsRoutes.tsx) hands this page. */
export interface LabRequestsLoaderData {
  range: DateRange;
  queryRef: PreloadedQuery<LabRequestsPageQuery>;
}

const CHART_VISIT = 'Add Visit';
export const EMPTY_TEXT = 'No orphaned results in this date range.';

const labRequestsPageQuery = graphql`
  query LabRequestsPageQuery($startDate: String!, $endDate: String!, $first: Int!) {
    ...LabRequestsPage_query @arguments(startDate: $startDate, endDate: $endDate, first: $first)
  }
`;

const orphansFragment = graphql`
  fragment LabRequestsPage_query on Query
  @refetchable(queryName: "LabRequestsPageRefetchQuery")
  @argumentDefinitions(startDate: { type: "String!" }, endDate: { type: "String!" }, first: { type: "Int", defaultValue: 25 }, after: { type: "String" }) {
    orphanedLabResults(startDate: $startDate, endDate: $endDate, first: $first, after: $after) @connection(key: "LabRequestsPage_orphanedLabResults") {
      __id
      totalCount
      edges {
        node {
          id
          identifier
          petName
          parentName
          species
          providerName
          status
          testDate
          finalResultDate
          reportAvailable
          suggestedPets {
            score
            reasons
            pet {
              id
              name
              parent {
                fullName
              }
            }
          }
        }
      }
    }
  }
`;

type OrphanRow = LabRequestsPage_query$data['orphanedLabResults']['edges'][number]['node'];

/** 'final' → 'Final': the lab's status as the table shows it. */
const statusLabel = (status: string) => (status ? status.charAt(0).toUpperCase() + status.slice(1).toLowerCase() : 'N/A');

function DateRangeFilter({ range, onChange, error }: { range: DateRange; onChange: (range: DateRange) => void; error: string | null }) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-wrap items-end gap-3">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">Query by Date:</legend>
      <div>
        <label htmlFor={`${id}-start`} className="mb-1 block text-xs font-medium text-slate-600">
          Start date
        </label>
        <input
          id={`${id}-start`}
          type="date"
          value={range.startDate}
          max={range.endDate || undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange({ ...range, startDate: event.target.value })}
          className={`rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs ${focusRing} ${error ? 'border-rose-400' : 'border-slate-300'}`}
        />
      </div>
      <span aria-hidden="true" className="pb-2.5 text-slate-500">
        –
      </span>
      <div>
        <label htmlFor={`${id}-end`} className="mb-1 block text-xs font-medium text-slate-600">
          End date
        </label>
        <input
          id={`${id}-end`}
          type="date"
          value={range.endDate}
          min={range.startDate || undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange({ ...range, endDate: event.target.value })}
          className={`rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs ${focusRing} ${error ? 'border-rose-400' : 'border-slate-300'}`}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm text-rose-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function SuggestedPets({ row, disabled, onPick }: { row: OrphanRow; disabled: boolean; onPick: (pet: PickedPet) => void }) {
  const suggestions = [...row.suggestedPets].sort((a, b) => b.score - a.score);
  if (suggestions.length === 0) return <span className="text-slate-500">No matching pet</span>;
  return (
    <ul className="space-y-1">
      {suggestions.map(({ pet, reasons, score }) => (
        <li key={pet.id}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick({ id: pet.id, name: pet.name, parentName: pet.parent.fullName })}
            className={`group rounded-md px-1.5 py-1 text-left hover:bg-teal-50 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`}
          >
            <span className="font-medium text-teal-800 group-hover:underline">Assign to {pet.name}</span>
            <span className="block text-xs text-slate-600">
              {pet.parent.fullName} · {Math.round(score * 100)}%
            </span>
            <span className="block text-xs text-slate-500">{matchReasons(reasons)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function LabRequestsPage() {
  const { queryRef, range: initialRange } = useLoaderData() as LabRequestsLoaderData;
  const query = usePreloadedQuery(labRequestsPageQuery, queryRef);
  const { data, refetch, ...pagination } = usePaginationFragment(orphansFragment, query as LabRequestsPage_query$key);
  // The valid range last asked for: every refetch of the list (a new range, a page after an
  // assignment) is of that range.
  const shownRange = useRef(initialRange);
  const refetchInRange = useCallback<ConnectionPagination['refetch']>(
    ({ first }, options) => refetch({ first, startDate: shownRange.current.startDate, endDate: shownRange.current.endDate }, options),
    [refetch],
  );
  const paging = useConnectionPages({ ...pagination, refetch: refetchInRange }, data.orphanedLabResults.edges.length, PAGE_SIZE);
  const canAssign = useAccess().can(CHART_VISIT);
  // The range being typed, which may be invalid meanwhile.
  const [range, setRange] = useState<DateRange>(initialRange);
  const [assigning, setAssigning] = useState<AssignTarget | null>(null);
  const [viewing, setViewing] = useState<OrphanRow | null>(null);
  const error = rangeError(range);
  const actionsDisabled = error !== null || paging.isPending;
  const connectionId = data.orphanedLabResults.__id;
  const rows = paging.slice(data.orphanedLabResults.edges).map((edge) => edge.node);

  const changeRange = (next: DateRange) => {
    setRange(next);
    if (rangeError(next) !== null) return;
    shownRange.current = next;
    paging.restart();
  };

  const assign = (row: OrphanRow, pet: PickedPet | null) =>
    setAssigning({ id: row.id, petName: row.petName, parentName: row.parentName, identifier: row.identifier, providerName: row.providerName, testDate: row.testDate, pet });

  return (
    <section aria-labelledby="lab-requests-title" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="max-w-xl">
          <h2 id="lab-requests-title" className="text-lg font-semibold text-slate-900">
            Orphaned Results
          </h2>
          <p className="mt-1 text-sm text-slate-600">Results your reference lab sent without a visit. Assign each one to the pet’s visit so it shows on the visit’s results.</p>
        </div>
        <DateRangeFilter range={range} onChange={changeRange} error={error} />
      </div>

      <DataTable
        caption="Orphaned results"
        rows={rows}
        rowKey={(row) => row.id}
        emptyText={EMPTY_TEXT}
        loading={paging.isPending}
        columns={[
          {
            key: 'pet',
            header: 'Pet Name',
            render: (row) => (
              <span>
                <span className="font-medium text-slate-900">{row.petName}</span>
                {row.species && <span className="block text-xs text-slate-500">{row.species}</span>}
              </span>
            ),
          },
          { key: 'parent', header: 'Pet Parent', render: (row) => row.parentName || 'N/A' },
          { key: 'provider', header: 'Provider', render: (row) => row.providerName },
          { key: 'status', header: 'Status', render: (row) => statusLabel(row.status) },
          { key: 'testDate', header: 'Test Date', render: (row) => formatUsDate(row.testDate) },
          { key: 'finalDate', header: 'Final Result Date', render: (row) => formatUsDate(row.finalResultDate) },
          {
            key: 'matches',
            header: 'Suggested Pets',
            className: 'min-w-56',
            render: (row) => (canAssign ? <SuggestedPets row={row} disabled={actionsDisabled} onPick={(pet) => assign(row, pet)} /> : null),
          },
          {
            key: 'action',
            header: 'Action',
            pinned: true,
            className: 'whitespace-nowrap text-right',
            render: (row) => (
              <div className="flex flex-col items-end gap-1">
                {canAssign && (
                  <Button variant="ghost" className="px-2 py-1 text-xs text-teal-800" disabled={actionsDisabled} aria-label={`Assign Visit for ${row.petName}`} onClick={() => assign(row, null)}>
                    Assign Visit
                  </Button>
                )}
                {row.reportAvailable && (
                  <Button variant="ghost" className="px-2 py-1 text-xs" disabled={actionsDisabled} aria-label={`View Result for ${row.petName}`} onClick={() => setViewing(row)}>
                    View Result
                  </Button>
                )}
              </div>
            ),
          },
        ]}
      />
      <TablePager page={paging.page} pageSize={paging.pageSize} totalCount={data.orphanedLabResults.totalCount} onPage={paging.setPage} disabled={paging.isPending} />

      {assigning && <AssignResultModal target={assigning} connectionId={connectionId} paging={paging} onClose={() => setAssigning(null)} />}
      {viewing && (
        <ResultReportDrawer
          result={{ id: viewing.id, petName: viewing.petName, providerName: viewing.providerName, identifier: viewing.identifier, testDate: viewing.testDate }}
          onClose={() => setViewing(null)}
        />
      )}
    </section>
  );
}
