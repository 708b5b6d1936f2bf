// The collapsible 'Pet Visit History' of the pet profile (spec 001 section 2.6): the pet's visits,
// 10 a page, with the inline-editable Name of SOAP, Date, Last Modified, Current Status, Last
// Modified By and the edit action. A visit in a read-only status (spec 001 section 4) asks for a
// Reason for Modification before its notes open; Summaries opens the visit's document downloads.
import { useEffect, useId, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { PetVisitHistory_pet$key } from '../__generated__/PetVisitHistory_pet.graphql';
import { buttonClasses, focusRing } from '../ui/Button';
import { InlineNotice } from '../ui/InlineNotice';
import { notify } from '../ui/notifications/notificationStore';
import { DataTable } from '../ui/table/DataTable';
import { TablePager } from '../ui/table/TablePager';
import { useConnectionPages } from '../ui/table/useConnectionPages';
import { visitStepsPath } from '../visit-charting/visitSteps';
import { canvasEditorPath, formatVisitDate, formatVisitTime } from './petProfileLinks';
import { VisitNameCell } from './VisitNameCell';

export const EMPTY_VISITS = "This fur baby doesn't have any visits yet. Get started by clicking: Add New Visit";
export const HISTORY_ERROR = 'visition history Error';

const fragment = graphql`
  fragment PetVisitHistory_pet on Pet
  @refetchable(queryName: "PetVisitHistoryRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" }) {
    visits(first: $first, after: $after, search: $search) @connection(key: "PetVisitHistory_visits") {
      totalCount
      edges {
        node {
          id
          name
          createdAt
          updatedAt
          isReadOnly
          isLocked
          lastModifiedByName
          status {
            name
          }
          subjectiveNote {
            filledByPetParent
          }
        }
      }
    }
  }
`;

interface VisitRow {
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly isReadOnly: boolean;
  readonly isLocked: boolean;
  readonly lastModifiedByName: string;
  readonly status: { readonly name: string };
  readonly subjectiveNote: { readonly filledByPetParent: boolean } | null | undefined;
}

interface PetVisitHistoryProps {
  pet: PetVisitHistory_pet$key;
  /** The pet as the address names it, and its source, for the SOAP canvas editor's query. */
  petId: string;
  source: string;
  /** Holds 'Add Visit', which the server asks for to rename a visit, save a modification reason or chart it. */
  canChart: boolean;
  /** Opens the Reason for Modification of a read-only visit. */
  onModify: (visit: { id: string; name: string }) => void;
  /** Opens the visit's Summaries (spec 001 section 2.9). */
  onSummaries: (visit: { id: string; name: string }) => void;
}

export function PetVisitHistory({ pet, petId, source, canChart, onModify, onSummaries }: PetVisitHistoryProps) {
  const { data, ...pagination } = usePaginationFragment(fragment, pet);
  const paging = useConnectionPages(pagination, data.visits?.edges.length ?? 0);
  const [open, setOpen] = useState(true);
  const regionId = useId();
  const failed = data.visits === null;

  useEffect(() => {
    if (failed) notify('error', HISTORY_ERROR, 'The visit history could not be loaded. Please try again.');
  }, [failed]);

  const rows: VisitRow[] = (data.visits ? paging.slice(data.visits.edges).map((edge) => edge.node) : []);

  return (
    <section aria-labelledby={`${regionId}-title`} className="rounded-xl border border-slate-200 bg-white">
      <h2 id={`${regionId}-title`}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((value) => !value)}
          className={`flex w-full items-center justify-between rounded-xl px-5 py-4 text-left text-base font-semibold text-slate-900 ${focusRing}`}
        >
          <span>
            Pet Visit History
            {data.visits && <span className="ml-2 text-sm font-normal text-slate-500">({data.visits.totalCount})</span>}
          </span>
          <span aria-hidden="true" className={`text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}>
            ▾
          </span>
        </button>
      </h2>
      <div id={regionId} hidden={!open} className="px-5 pb-5">
        {failed ? (
          <InlineNotice tone="error">
            <strong>{HISTORY_ERROR}</strong>: the visit history could not be loaded. Please reload the page.
          </InlineNotice>
        ) : (
          <>
            <DataTable
              caption="Pet Visit History"
              rows={rows}
              rowKey={(row) => row.id}
              loading={paging.isPending}
              emptyText={EMPTY_VISITS}
              columns={[
                { key: 'name', header: 'Name of SOAP', render: (row) => <VisitNameCell visitId={row.id} name={row.name} canRename={canChart} /> },
                { key: 'date', header: 'Date', className: 'whitespace-nowrap', render: (row) => formatVisitDate(row.createdAt) },
                { key: 'modified', header: 'Last Modified', className: 'whitespace-nowrap', render: (row) => formatVisitTime(row.updatedAt) },
                {
                  key: 'status',
                  header: 'Current Status',
                  render: (row) => (
                    <span className="inline-flex flex-wrap items-center gap-1.5">
                      <span
                        className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap uppercase ring-1 ${
                          row.isReadOnly ? 'bg-slate-100 text-slate-700 ring-slate-300' : 'bg-teal-50 text-teal-800 ring-teal-200'
                        }`}
                      >
                        {row.status.name}
                      </span>
                      {row.isLocked && (
                        <span className="inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 uppercase ring-1 ring-amber-200">Locked</span>
                      )}
                    </span>
                  ),
                },
                { key: 'by', header: 'Last Modified By', className: 'whitespace-nowrap', render: (row) => (
                    <span className="flex flex-col gap-1">
                      {row.lastModifiedByName}
                      {row.subjectiveNote?.filledByPetParent && (
                        <span className="inline-flex w-fit rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-900 ring-1 ring-teal-200">History form by the pet parent</span>
                      )}
                    </span>
                  ),
                },
                {
                  key: 'action',
                  header: <span className="sr-only">Action</span>,
                  pinned: true,
                  className: 'text-right whitespace-nowrap',
                  render: (row) => (
                    <div className="flex justify-end gap-2">
                      <Link
                        to={visitStepsPath({ petId, source, visitId: row.id })}
                        className={buttonClasses('secondary', 'px-3 py-1.5')}
                        aria-label={`Chart ${row.name} step by step`}
                      >
                        Chart
                      </Link>
                      <button
                        type="button"
                        className={buttonClasses('secondary', 'px-3 py-1.5')}
                        onClick={() => onSummaries({ id: row.id, name: row.name })}
                        aria-label={`Summaries of ${row.name}`}
                      >
                        Summaries
                      </button>
                      {!canChart || row.isLocked ? null : row.isReadOnly ? (
                        <button type="button" className={buttonClasses('secondary', 'px-3 py-1.5')} onClick={() => onModify({ id: row.id, name: row.name })}>
                          Modify notes
                        </button>
                      ) : (
                        <Link
                          to={canvasEditorPath({ petId, source, visitId: row.id, edit: true })}
                          className={buttonClasses('secondary', 'px-3 py-1.5')}
                          aria-label={`Edit ${row.name}`}
                        >
                          Edit
                        </Link>
                      )}
                    </div>
                  ),
                },
              ]}
            />
            {data.visits && data.visits.totalCount > paging.pageSize && (
              <TablePager page={paging.page} pageSize={paging.pageSize} totalCount={data.visits.totalCount} onPage={paging.setPage} disabled={paging.isPending} />
            )}
          </>
        )}
      </div>
    </section>
  );
}
