// The address lookup's shapes and limits, shared by the providers (offline.ts, smarty.ts) and the
// provider choice (address-lookup.ts, which re-exports them), so that none of them import each other in a circle.

/** Where a suggestion came from: a hosted address service, the organization's own addresses, or the ZIP directory. */
export type AddressSource = 'smarty' | 'known-address' | 'zip-directory';

/** A US address, or part of one (the ZIP directory knows no street, so its line 1 is empty). */
export interface AddressSuggestion {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  source: AddressSource;
}

export interface UsAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

export interface SuggestOptions {
  limit: number;
  /** The caller's organization's own US addresses, read only by a provider that uses them. */
  knownAddresses?: () => Promise<UsAddress[]>;
}

export interface AddressLookup {
  /** 'smarty' or 'offline': what the UI tells the person about the suggestions. */
  readonly provider: 'smarty' | 'offline';
  suggest(query: string, options: SuggestOptions): Promise<AddressSuggestion[]>;
  /** The city and state of a US ZIP code, or null when the ZIP is not known. */
  zip(zip: string): Promise<{ city: string; state: string } | null>;
}

/** A provider that could not answer (down, slow, refused our credentials). */
export class AddressLookupUnavailable extends Error {}

export const MIN_QUERY_LENGTH = 3;
export const MAX_LIMIT = 10;
export const US_ZIP = /^\d{5}$/;
