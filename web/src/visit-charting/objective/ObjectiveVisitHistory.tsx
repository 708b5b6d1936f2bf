// 'VEA Visit History' on the exam step (spec 002 section 2.4): the pet's visits, 10 a page, with a
// search box, so the vet sees the earlier visits while examining. The visit being charted is marked.
// Its columns are few: the page's one query must stay under the gateway's cost limit.
import { graphql, usePaginationFragment } from 'react-relay';
import type { ObjectiveVisitHistory_pet$key } from '../../__generated__/ObjectiveVisitHistory_pet.graphql';
import { formatVisitDate } from '../../pet-profile/petProfileLinks';
import { InlineNotice } from '../../ui/InlineNotice';
import { DataTable } from '../../ui/table/DataTable';
import { SearchInput } from '../../ui/table/SearchInput';
import { TablePager } from '../../ui/table/TablePager';
import { useConnectionPages } from '../../ui/table/useConnectionPages';

const fragment = graphql`
  fragment ObjectiveVisitHistory_pet on Pet
  @refetchable(queryName: "ObjectiveVisitHistoryRefetchQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" }) {
    visits(first: $first, after: $after, search: $search) @connection(key: "ObjectiveVisitHistory_visits") {
      totalCount
      edges {
        node {
          id
          name
          createdAt
          lastModifiedByName
          status {
            name
          }
        }
      }
    }
  }
`;

export const EMPTY_HISTORY = 'No visits match. Search by the name of the SOAP.';

export function ObjectiveVisitHistory({ pet, currentVisitId }: { pet: ObjectiveVisitHistory_pet$key; currentVisitId: string }) {
  const { data, ...pagination } = usePaginationFragment(fragment, pet);
  const paging = useConnectionPages(pagination, data.visits?.edges.length ?? 0);
  const rows = (data.visits ? paging.slice(data.visits.edges).map((edge) => edge.node) : []);

  return (
    <section aria-labelledby="vea-visit-history-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h4 id="vea-visit-history-title" className="text-base font-semibold text-slate-900">
          VEA Visit History
          {data.visits && <span className="ml-2 text-sm font-normal text-slate-500">({data.visits.totalCount})</span>}
        </h4>
        <SearchInput label="Search the visit history" placeholder="Search by name of SOAP" onSearch={paging.setSearch} />
      </div>
      {data.visits === null ? (
        <InlineNotice tone="error">The visit history could not be loaded. Please reload the page.</InlineNotice>
      ) : (
        <>
          <DataTable
            caption="VEA Visit History"
            rows={rows}
            rowKey={(row) => row.id}
            loading={paging.isPending}
            emptyText={EMPTY_HISTORY}
            columns={[
              {
                key: 'name',
                header: 'Name of SOAP',
                render: (row) => (
                  <>
                    {row.name}
                    {row.id === currentVisitId && <span className="ml-2 text-xs font-semibold text-teal-800">(this visit)</span>}
                  </>
                ),
              },
              { key: 'date', header: 'Date', className: 'whitespace-nowrap', render: (row) => formatVisitDate(row.createdAt) },
              {
                key: 'status',
                header: 'Status',
                render: (row) => (
                  <span className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-700 uppercase ring-1 ring-slate-300">
                    {row.status.name}
                  </span>
                ),
              },
              { key: 'by', header: 'Last Modified By', className: 'whitespace-nowrap', render: (row) => row.lastModifiedByName },
            ]}
          />
          {data.visits && data.visits.totalCount > paging.pageSize && (
            <TablePager page={paging.page} pageSize={paging.pageSize} totalCount={data.visits.totalCount} onPage={paging.setPage} disabled={paging.isPending} />
          )}
        </>
      )}
    </section>
  );
}
