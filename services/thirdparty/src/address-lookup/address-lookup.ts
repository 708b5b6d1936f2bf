// US address lookup for the billing address (spec 000: 'address line 1 with US-only address
// autocomplete'), behind one interface with two providers chosen by ADDRESS_LOOKUP_PROVIDER:
// 'smarty' (Smarty's hosted US Autocomplete Pro, real street addresses) or 'offline' (the default:
// the `zipcodes` ZIP directory for city, state and ZIP, and line 1 only from the organization's own
// known addresses). Every suggestion says where it came from, so the UI can say so too.
import { createOfflineAddressLookup } from './offline.ts';
import { createSmartyAddressLookup, SMARTY_AUTOCOMPLETE_PRO_URL } from './smarty.ts';
import type { AddressLookup } from './address-types.ts';

export * from './address-types.ts';

/** The provider the environment asks for; 'smarty' needs SMARTY_AUTH_ID and SMARTY_AUTH_TOKEN (or SMARTY_EMBEDDED_KEY). */
export function addressLookupFromEnv(env: NodeJS.ProcessEnv = process.env, publicUrl?: string): AddressLookup {
  const provider = (env.ADDRESS_LOOKUP_PROVIDER ?? 'offline').trim().toLowerCase();
  if (provider === 'offline' || provider === '') return createOfflineAddressLookup();
  if (provider !== 'smarty') throw new Error(`ADDRESS_LOOKUP_PROVIDER must be 'offline' or 'smarty', not '${env.ADDRESS_LOOKUP_PROVIDER}'.`);
  const authId = env.SMARTY_AUTH_ID?.trim();
  const authToken = env.SMARTY_AUTH_TOKEN?.trim();
  const key = env.SMARTY_EMBEDDED_KEY?.trim();
  if (!(authId && authToken) && !key) {
    throw new Error('ADDRESS_LOOKUP_PROVIDER=smarty needs SMARTY_AUTH_ID and SMARTY_AUTH_TOKEN (or SMARTY_EMBEDDED_KEY).');
  }
  return createSmartyAddressLookup({
    url: env.SMARTY_AUTOCOMPLETE_URL?.trim() || SMARTY_AUTOCOMPLETE_PRO_URL,
    credentials: authId && authToken ? { authId, authToken } : { key: key!, referer: publicUrl },
    timeoutMs: env.SMARTY_TIMEOUT_MS ? Number(env.SMARTY_TIMEOUT_MS) : undefined,
  });
}
