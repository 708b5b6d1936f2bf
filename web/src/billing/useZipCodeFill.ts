// Typing a 5-digit US ZIP code in the billing address fills a still-empty city and state from the
// ZIP directory (Query.usZipCode); what the person already typed there is kept.
import { useEffect, useEffectEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useZipCodeFillQuery } from '../__generated__/useZipCodeFillQuery.graphql';
import { fieldsFromZip, zipToLookUp } from './addressAutocomplete';

const usZipCodeQuery = graphql`
  query useZipCodeFillQuery($zip: String!) {
    usZipCode(zip: $zip) {
      city
      state
    }
  }
`;

interface ZipFillFields {
  zip: string;
  city: string;
  state: string;
}

export function useZipCodeFill(values: ZipFillFields, read: () => ZipFillFields, fill: (fields: Partial<Record<'city' | 'state', string>>) => void): void {
  const environment = useRelayEnvironment();
  const zip = zipToLookUp(values);

  // read and fill are the form's own functions, read as they are when the answer comes; the
  // lookup is for this ZIP only.
  const readNow = useEffectEvent(read);
  const fillNow = useEffectEvent(fill);
  useEffect(() => {
    if (!zip) return;
    let current = true;
    fetchQuery<useZipCodeFillQuery>(environment, usZipCodeQuery, { zip })
      .toPromise()
      .then((data) => {
        // The ZIP may have changed, or city and state been typed, while the answer was on its way.
        const now = readNow();
        if (!current || !data?.usZipCode || now.zip.trim() !== zip) return;
        const fields = fieldsFromZip(now, data.usZipCode);
        if (Object.keys(fields).length) fillNow(fields);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [environment, zip]);
}
