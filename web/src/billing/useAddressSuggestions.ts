// US address suggestions for what was typed in the billing address's line 1: asked for 300 ms
// after the last keystroke (the spec's search debounce), only from 3 characters on, and an answer
// to an older search is dropped when a newer one was typed meanwhile.
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useAddressSuggestionsQuery } from '../__generated__/useAddressSuggestionsQuery.graphql';
import { ADDRESS_SEARCH_DEBOUNCE_MS, MIN_ADDRESS_SEARCH, type AddressOption } from './addressAutocomplete';

const addressSuggestionsQuery = graphql`
  query useAddressSuggestionsQuery($search: String!, $first: Int) {
    addressSuggestions(search: $search, first: $first) {
      addressLine1
      addressLine2
      city
      state
      zip
      source
    }
  }
`;

export type SuggestionsStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

export function useAddressSuggestions(search: string, first = 5): { options: ReadonlyArray<AddressOption>; status: SuggestionsStatus } {
  const environment = useRelayEnvironment();
  const [result, setResult] = useState<{ options: ReadonlyArray<AddressOption>; status: SuggestionsStatus }>({ options: [], status: 'idle' });
  const wanted = search.trim();

  useEffect(() => {
    if (wanted.length < MIN_ADDRESS_SEARCH) {
      setResult({ options: [], status: 'idle' });
      return;
    }
    let current = true;
    setResult((previous) => ({ options: previous.options, status: 'loading' }));
    const timer = setTimeout(() => {
      fetchQuery<useAddressSuggestionsQuery>(environment, addressSuggestionsQuery, { search: wanted, first }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          if (current) setResult({ options: data?.addressSuggestions ?? [], status: 'ready' });
        })
        .catch(() => {
          // Suggestions are a help: without them the address is typed as before.
          if (current) setResult({ options: [], status: 'unavailable' });
        });
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [environment, wanted, first]);

  return result;
}
