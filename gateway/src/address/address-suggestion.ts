// AddressSuggestion and Query.addressSuggestions: US-only suggestions for the billing address's
// line 1 (spec 000, Hospital Settings: 'address line 1 with US-only address autocomplete'), from
// the thirdparty service's address lookup (docs/rest-thirdparty.md). Any signed-in person.
import { builder } from '../builder.ts';
import type { AddressSuggestionRecord } from '../integrations/thirdparty-wire.ts';
import { AddressSourceEnum } from './address-source.ts';

/** Shorter searches answer no suggestions without asking the service. */
export const MIN_ADDRESS_SEARCH = 3;
const MAX_SUGGESTIONS = 10;

export const AddressSuggestionType = builder.objectRef<AddressSuggestionRecord>('AddressSuggestion').implement({
  description: 'A US address, or for the ZIP directory only its city, state and ZIP.',
  fields: (t) => ({
    addressLine1: t.exposeString('address1'),
    addressLine2: t.exposeString('address2'),
    city: t.exposeString('city'),
    state: t.exposeString('state', { description: 'Two-letter USPS state code.' }),
    zip: t.exposeString('zip', { description: 'Five digits, or empty when the city has several ZIP codes.' }),
    source: t.field({ type: AddressSourceEnum, resolve: (suggestion) => suggestion.source }),
  }),
});

builder.queryField('addressSuggestions', (t) =>
  t.field({
    type: [AddressSuggestionType],
    description: `US address suggestions for what was typed (empty under ${MIN_ADDRESS_SEARCH} characters); first: 1 to ${MAX_SUGGESTIONS}.`,
    authScopes: { authenticated: true },
    args: {
      search: t.arg.string({ required: true }),
      first: t.arg.int({ defaultValue: 5 }),
    },
    resolve: async (_root, { search, first }, context) => {
      const query = search.trim().slice(0, 200);
      if (query.length < MIN_ADDRESS_SEARCH) return [];
      const limit = Math.min(Math.max(first ?? 5, 1), MAX_SUGGESTIONS);
      return context.loaders.thirdparty.addressSuggestions({ query, limit });
    },
  }),
);
