// The 'Results' visit-history drawer (spec 002 sections 2.7, 3 'Visit', 9: 10 per page): the pet's
// earlier visits with their reason for consultation and final treatments, diagnosis and
// medications, newest first. Its query is sent when the drawer first opens; the history is a
// @connection paged by useConnectionPages (further pages from the server's cursors).
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { ResultsHistoryDrawer_pet$key } from '../../__generated__/ResultsHistoryDrawer_pet.graphql';
import type { ResultsHistoryDrawerQuery } from '../../__generated__/ResultsHistoryDrawerQuery.graphql';
import { Drawer } from '../../ui/Drawer';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { InlineNotice } from '../../ui/InlineNotice';
import { TablePager } from '../../ui/table/TablePager';
import { useConnectionPages } from '../../ui/table/useConnectionPages';
import { Detail } from './ResultEditDrawers';
import { FETCH_RESULTS_ERROR, formatStatusTime } from './resultsRules';

const query = graphql`
  query ResultsHistoryDrawerQuery($petId: ID!) {
    node(id: $petId) {
      ... on Pet {
        ...ResultsHistoryDrawer_pet
      }
    }
  }
`;

const fragment = graphql`
  fragment ResultsHistoryDrawer_pet on Pet
  @refetchable(queryName: "ResultsHistoryDrawerPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
    resultsHistory(first: $first, after: $after) @connection(key: "ResultsHistoryDrawer_resultsHistory") {
      totalCount
      edges {
        node {
          visit {
            id
          }
          visitName
          createdAt
          reasonForConsultation
          treatments
          diagnosis
          medications
        }
      }
    }
  }
`;

interface ResultsHistoryDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  petId: string;
  /** The visit open on the page, left out of its own history. */
  excludingVisitId: string;
}

export function ResultsHistoryDrawer({ open, onOpenChange, petId, excludingVisitId }: ResultsHistoryDrawerProps) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title="Results" description="Earlier visits: reason for consultation, final treatments, diagnosis and medications." width={800}>
      <ErrorBoundary fallback={<InlineNotice tone="error">{FETCH_RESULTS_ERROR}. Close the drawer and open it again to retry.</InlineNotice>}>
        <Suspense fallback={<p role="status" className="text-sm text-slate-600">Loading the visit history…</p>}>
          <HistoryList petId={petId} excludingVisitId={excludingVisitId} />
        </Suspense>
      </ErrorBoundary>
    </Drawer>
  );
}

const join = (values: ReadonlyArray<string>) => (values.length > 0 ? values.join(', ') : '');

function HistoryList({ petId, excludingVisitId }: { petId: string; excludingVisitId: string }) {
  const data = useLazyLoadQuery<ResultsHistoryDrawerQuery>(query, { petId }, { fetchPolicy: 'store-and-network' });
  const { data: pet, ...pagination } = usePaginationFragment(fragment, data.node as ResultsHistoryDrawer_pet$key | null);
  const edges = pet?.resultsHistory.edges ?? [];
  const { page, pageSize, isPending, setPage, slice } = useConnectionPages(pagination, edges.length);
  const entries = slice(edges)
    .map((edge) => edge.node)
    .filter((entry) => entry.visit.id !== excludingVisitId);
  if (entries.length === 0 && page === 1) return <p className="text-sm text-slate-600">No earlier visits with results.</p>;
  return (
    <div className={`space-y-4 ${isPending ? 'opacity-60' : ''}`} aria-busy={isPending || undefined}>
      <ol className="space-y-4">
        {entries.map((entry) => (
          <li key={entry.visit.id} className="rounded-xl border border-slate-200 p-4">
            <h4 className="text-sm font-semibold text-slate-900">
              {entry.visitName} <span className="font-normal text-slate-500">· {formatStatusTime(entry.createdAt)}</span>
            </h4>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2">
              <Detail label="Reason for consultation" value={join(entry.reasonForConsultation)} />
              <Detail label="Treatments" value={join(entry.treatments)} />
              <Detail label="Diagnosis" value={join(entry.diagnosis)} />
              <Detail label="Medications" value={join(entry.medications)} />
            </dl>
          </li>
        ))}
      </ol>
      <TablePager page={page} pageSize={pageSize} totalCount={pet?.resultsHistory.totalCount ?? 0} onPage={setPage} disabled={isPending} />
    </div>
  );
}
