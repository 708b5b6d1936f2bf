// GET /address/suggestions?q=&limit= and GET /address/zip/{zip} (docs/rest-thirdparty.md): US
// address suggestions for the billing address, for any signed-in person.
import type { Hono } from 'hono';
import { z } from 'zod';
import { requirePrincipal, type PrincipalDeps, type PrincipalVariables } from '@vetchart/platform/access-token';
import { badRequest, HttpError, notFound, parseInput } from '@vetchart/platform/http';
import { AddressLookupUnavailable, MAX_LIMIT, MIN_QUERY_LENGTH, US_ZIP, type AddressLookup } from './address-lookup.ts';
import { knownAddressesFromAuth } from './known-addresses.ts';

export const ADDRESS_LOOKUP_UNAVAILABLE = 'Address suggestions are unavailable just now.';

const suggestionsQuery = z.object({
  q: z.string().max(200, 'q must be at most 200 characters').default(''),
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(MAX_LIMIT, `limit must be at most ${MAX_LIMIT}`).default(5),
});

export interface AddressRouteDeps {
  lookup: AddressLookup;
  /** The auth service's URL, for the caller's own clinic addresses. */
  authUrl: () => string | undefined;
}

export function registerAddressRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: AddressRouteDeps, access: PrincipalDeps): void {
  const auth = requirePrincipal(access);

  app.get('/address/suggestions', auth, async (c) => {
    const { q, limit } = parseInput(suggestionsQuery, c.req.query());
    const query = q.trim();
    if (query.length < MIN_QUERY_LENGTH) return c.json({ data: [], provider: deps.lookup.provider });
    try {
      const data = await deps.lookup.suggest(query, { limit, knownAddresses: knownAddressesFromAuth(deps.authUrl, c.req.header('authorization') ?? '') });
      return c.json({ data, provider: deps.lookup.provider });
    } catch (error) {
      if (error instanceof AddressLookupUnavailable) throw new HttpError(502, ADDRESS_LOOKUP_UNAVAILABLE);
      throw error;
    }
  });

  app.get('/address/zip/:zip', auth, async (c) => {
    const zip = c.req.param('zip');
    if (!US_ZIP.test(zip)) throw badRequest('A US ZIP code has 5 digits.', [{ path: 'zip', message: 'A US ZIP code has 5 digits.' }]);
    const place = await deps.lookup.zip(zip);
    if (!place) throw notFound('Unknown ZIP code.');
    return c.json({ zip, ...place });
  });
}
