// The queries the network layer has sent and not yet had answered. Relay gives a request that is
// identical to one still in flight (same query, same variables) that request's answer instead of
// sending it again. A list asked for again after a delete, while the same list's request sent
// before the delete is still out, would get the earlier answer, the deleted row with it; waiting
// for the queries in flight to settle first makes the new request a real one.
const inFlight = new Set<Promise<unknown>>();

/** Counts `answer` as in flight until it settles; returns it unchanged. */
export function trackQuery<T>(answer: Promise<T>): Promise<T> {
  inFlight.add(answer);
  const settled = () => inFlight.delete(answer);
  answer.then(settled, settled);
  return answer;
}

/** Resolves once every query sent before the call has been answered or has failed. */
export async function queriesSettled(): Promise<void> {
  await Promise.allSettled([...inFlight]);
}
