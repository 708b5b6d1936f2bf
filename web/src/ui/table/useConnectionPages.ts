// Page-numbered browsing (spec 000 "Admin list pages": page N of M, 10 rows a page) of a Relay
// connection held by usePaginationFragment. The connection (@connection) accumulates the rows the
// person has paged through, each further page fetched with loadNext after the last cursor the
// server gave; page p shows rows (p - 1) * size to p * size - 1 of it and loads what it lacks. A
// search refetches the fragment with the new $search: a connection of its own, from its first page.
// Adds and deletes change the connection in the store (@prependNode, @deleteEdge and the
// mutation's totalCount updater, relay/connectionCount.ts); nothing reloads the list after a write,
// with one exception, afterDelete below.
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { queriesSettled } from '../../relay/queriesInFlight';

export const PAGE_SIZE = 10;

/** What the table reads of usePaginationFragment's answer. */
export interface ConnectionPagination {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options?: { onComplete?: (error: Error | null) => void }) => unknown;
  refetch: (
    variables: { search?: string | null; first?: number | null },
    options: { fetchPolicy: 'store-and-network' | 'network-only'; onComplete?: (error: Error | null) => void },
  ) => unknown;
}

/** The page controls' state, shared by every paged table (LookupList, TablePager). */
export interface Paging {
  page: number;
  search: string;
  pageSize: number;
  /** A search is refetching or the page's rows are loading. */
  isPending: boolean;
  setPage: (page: number) => void;
  setSearch: (search: string) => void;
  /** Back to page 1, refetched: after the list's other variables changed (a sort order). */
  restart: () => void;
  /** Refetches the current page and those before it from the server (after a bulk import). */
  reload: () => void;
}

export interface ConnectionPages extends Paging {
  /** The current page's part of the connection's edges. */
  slice: <Edge>(edges: ReadonlyArray<Edge>) => ReadonlyArray<Edge>;
  /** Taken just before a delete is sent, and handed to afterDelete. */
  beforeDelete: () => DeleteMark;
  /**
   * After a delete (@deleteEdge took the row out of the connection on screen). Two cases refetch
   * the current page from the first row, with the server's new rows and cursors:
   * - the server holds rows past those loaded: the gateway's cursors are offsets (Pothos offset
   *   connections), so once a row before them is gone the last cursor it gave points one row
   *   further than it did, and loadNext would skip a row;
   * - a search's list was being fetched while the delete was (a search typed just before it):
   *   that answer may predate the delete and would bring the row back.
   * The refetch waits until the queries in flight have been answered: Relay would otherwise give
   * it the answer of an identical request sent before the delete (relay/queriesInFlight.ts).
   */
  afterDelete: (mark: DeleteMark) => void;
}

/** How many list refetches had been sent, and were unanswered, when a delete was sent. */
export interface DeleteMark {
  sent: number;
  unanswered: number;
}

/**
 * @param pagination usePaginationFragment's answer for the table's fragment, whose connection
 *   takes $first, $after and $search.
 * @param loaded how many edges the connection holds.
 */
export function useConnectionPages(pagination: ConnectionPagination, loaded: number, pageSize = PAGE_SIZE): ConnectionPages {
  const { hasNext, isLoadingNext, loadNext, refetch } = pagination;
  const [page, setPageState] = useState(1);
  const [search, setSearchState] = useState('');
  const [isPending, startTransition] = useTransition();
  const [loadError, setLoadError] = useState<Error | null>(null);
  // The route's error page shows a failed page load, as it does a failed first load.
  if (loadError) throw loadError;

  // The list refetches sent (searches, reloads) and those not answered yet, for afterDelete; and
  // what was last asked for: while a search is loading, the state above holds the previous one.
  const requests = useRef({ sent: 0, unanswered: 0, search: '', hasNext });
  requests.current.hasNext = hasNext;
  const refetchList = useCallback(
    (variables: { search: string | null; first: number }, fetchPolicy: 'store-and-network' | 'network-only') => {
      requests.current.sent += 1;
      requests.current.unanswered += 1;
      requests.current.search = variables.search ?? '';
      refetch(variables, {
        fetchPolicy,
        onComplete: () => {
          requests.current.unanswered -= 1;
        },
      });
    },
    [refetch],
  );

  const wanted = page * pageSize;
  const lacking = hasNext && loaded < wanted;
  useEffect(() => {
    if (!lacking || isLoadingNext || isPending) return;
    loadNext(wanted - loaded, { onComplete: (error) => error && setLoadError(error) });
  }, [lacking, isLoadingNext, isPending, loadNext, wanted, loaded]);

  const setSearch = useCallback(
    (next: string) =>
      startTransition(() => {
        setPageState(1);
        setSearchState(next);
        // A search seen before shows at once from the store and is then refreshed from the server.
        refetchList({ search: next || null, first: pageSize }, 'store-and-network');
      }),
    [refetchList, pageSize],
  );

  const restart = useCallback(() => setSearch(requests.current.search), [setSearch]);

  const reload = useCallback(
    () =>
      startTransition(() => {
        refetchList({ search: requests.current.search || null, first: page * pageSize }, 'network-only');
      }),
    [refetchList, page, pageSize],
  );
  // The latest reload (it reads the page shown) for a refetch that waits for answers first.
  const latestReload = useRef(reload);
  latestReload.current = reload;
  const beforeDelete = useCallback((): DeleteMark => ({ sent: requests.current.sent, unanswered: requests.current.unanswered }), []);
  const afterDelete = useCallback((mark: DeleteMark) => {
    const now = requests.current;
    if (!(now.hasNext || mark.unanswered > 0 || now.sent > mark.sent || now.unanswered > 0)) return;
    void queriesSettled().then(() => latestReload.current());
  }, []);

  const slice = useCallback(<Edge,>(edges: ReadonlyArray<Edge>) => edges.slice((page - 1) * pageSize, page * pageSize), [page, pageSize]);

  return { page, search, pageSize, isPending: isPending || lacking, setPage: setPageState, setSearch, restart, reload, slice, beforeDelete, afterDelete };
}
