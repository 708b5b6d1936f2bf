// Being replaced by useConnectionPages.ts (issue 29: a @connection with usePaginationFragment,
// only the cursors the server gave); left for the pages not moved yet: LabRequestsPage and
// ResultsHistoryDrawer, which use offsetCursor themselves.
// Page-numbered browsing of a Relay connection. The gateway's connections page by offset (Pothos
// offset cursors, "OffsetConnection:<n>" in base64), so page p starts after the cursor of row
// (p - 1) * size - 1. The table's fragment must be @refetchable with $first, $after and $search.
import { useCallback, useRef, useState, useTransition } from 'react';

export const PAGE_SIZE = 10;

export function offsetCursor(offset: number): string {
  return btoa(`OffsetConnection:${offset}`);
}

export interface PagedConnectionVariables {
  first: number;
  after: string | null;
  search: string | null;
  [extra: string]: unknown;
}

export type PagedFetchPolicy = 'network-only' | 'store-and-network';
type Refetch = (variables: Partial<PagedConnectionVariables>, options: { fetchPolicy: PagedFetchPolicy }) => unknown;

export function usePagedConnection(refetch: Refetch, pageSize = PAGE_SIZE) {
  const [page, setPageState] = useState(1);
  const [search, setSearchState] = useState('');
  const [isPending, startTransition] = useTransition();
  // A page or search seen before shows at once from the store and is then refreshed from the
  // server: a search whose debounce ends just after a delete must not bring the deleted row back.
  // What was last asked for: while a page or search is still loading, the state above holds the
  // previous one, and a reload must not bring that back.
  const requested = useRef({ page: 1, search: '' });

  const load = useCallback(
    (nextPage: number, nextSearch: string, fetchPolicy: PagedFetchPolicy = 'store-and-network') => {
      requested.current = { page: nextPage, search: nextSearch };
      startTransition(() => {
        setPageState(nextPage);
        setSearchState(nextSearch);
        refetch(
          { first: pageSize, after: nextPage > 1 ? offsetCursor((nextPage - 1) * pageSize - 1) : null, search: nextSearch || null },
          { fetchPolicy },
        );
      });
    },
    [refetch, pageSize],
  );

  return {
    page,
    search,
    pageSize,
    isPending,
    setPage: (nextPage: number) => load(nextPage, requested.current.search),
    setSearch: (nextSearch: string) => load(1, nextSearch),
    /** Reloads the current page from the server (after an add, edit or delete). */
    reload: () => load(requested.current.page, requested.current.search, 'network-only'),
  };
}
