// A list refetched for a search term, shown while its answer is on the way: the last answer narrowed
// to the rows that hold what is typed, never rows of an older answer that the new one then swaps out
// under the pointer (docs/architecture.md, 'Nothing moves under a click').
import { useCallback, useRef, useState, useTransition } from 'react';

/**
 * `search(term)` refetches in a transition; `answeredTerm` is the term the shown rows answer, set in
 * that same transition so it is committed with the answer itself; `pending` while it is on the way.
 */
export function useSearchAnswer(refetch: (term: string) => void): { answeredTerm: string; pending: boolean; search: (term: string) => void } {
  const [answeredTerm, setAnsweredTerm] = useState('');
  const [pending, startTransition] = useTransition();
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  const search = useCallback((term: string) => {
    startTransition(() => {
      setAnsweredTerm(term);
      refetchRef.current(term);
    });
  }, []);
  return { answeredTerm, pending, search };
}

/** The rows to show for `typed`: all of them when they answer it, else those whose texts contain it (any case). */
export function rowsForTerm<Row>(rows: ReadonlyArray<Row>, typed: string, answeredTerm: string, texts: (row: Row) => ReadonlyArray<string | null | undefined>): Row[] {
  if (typed === answeredTerm) return [...rows];
  const needle = typed.toLowerCase();
  return rows.filter((row) => texts(row).some((text) => text?.toLowerCase().includes(needle)));
}
