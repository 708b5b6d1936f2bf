// Smarty's US Autocomplete Pro (GET <url>/lookup?search=…): USPS-verified US street addresses as
// the person types. Our own small client over fetch with a timeout; server to server it signs with
// auth-id and auth-token, an embedded key is sent with the Referer it was registered for.
// Response: { suggestions: [{ street_line, secondary, city, state, zipcode, entries }] }.
import { AddressLookupUnavailable, MAX_LIMIT, US_ZIP, type AddressLookup, type AddressSuggestion } from './address-types.ts';
import { createOfflineAddressLookup } from './offline.ts';

export const SMARTY_AUTOCOMPLETE_PRO_URL = 'https://us-autocomplete-pro.api.smarty.com';
const DEFAULT_TIMEOUT_MS = 3_000;

export type SmartyCredentials = { authId: string; authToken: string } | { key: string; referer?: string };

export interface SmartyOptions {
  /** The API's base URL (its /lookup path is added); a local fake server in the tests. */
  url: string;
  credentials: SmartyCredentials;
  timeoutMs?: number;
}

interface SmartySuggestion {
  street_line?: unknown;
  secondary?: unknown;
  city?: unknown;
  state?: unknown;
  zipcode?: unknown;
  entries?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function createSmartyAddressLookup(options: SmartyOptions): AddressLookup {
  const base = options.url.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs && options.timeoutMs > 0 ? options.timeoutMs : DEFAULT_TIMEOUT_MS;
  // Smarty has no ZIP-only lookup in this API; the ZIP directory answers that offline.
  const zipDirectory = createOfflineAddressLookup();

  return {
    provider: 'smarty',
    async suggest(query, { limit }) {
      const search = query.trim();
      const params = new URLSearchParams({ search, max_results: String(Math.min(Math.max(limit, 1), MAX_LIMIT)), prefer_geolocation: 'none' });
      const headers: Record<string, string> = { accept: 'application/json' };
      if ('authId' in options.credentials) {
        params.set('auth-id', options.credentials.authId);
        params.set('auth-token', options.credentials.authToken);
      } else {
        params.set('key', options.credentials.key);
        if (options.credentials.referer) headers.referer = options.credentials.referer;
      }
      let response: Response;
      try {
        response = await fetch(`${base}/lookup?${params}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new AddressLookupUnavailable(`The address service did not answer: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new AddressLookupUnavailable(`The address service answered ${response.status}.`);
      }
      const body = (await response.json().catch(() => null)) as { suggestions?: SmartySuggestion[] | null } | null;
      if (!body || typeof body !== 'object') throw new AddressLookupUnavailable('The address service sent an unreadable answer.');
      const suggestions: AddressSuggestion[] = [];
      for (const raw of body.suggestions ?? []) {
        const zip = text(raw.zipcode);
        const state = text(raw.state);
        const address1 = text(raw.street_line);
        if (!address1 || !/^[A-Z]{2}$/.test(state) || !US_ZIP.test(zip)) continue;
        // entries > 1: 'secondary' is only a designator ('Apt') standing for several units; the person types theirs.
        const address2 = typeof raw.entries === 'number' && raw.entries > 1 ? '' : text(raw.secondary);
        suggestions.push({ address1, address2, city: text(raw.city), state, zip, source: 'smarty' });
        if (suggestions.length >= limit) break;
      }
      return suggestions;
    },
    zip: (zip) => zipDirectory.zip(zip),
  };
}
