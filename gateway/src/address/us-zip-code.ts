// UsZipCode and Query.usZipCode: the city and state of a US ZIP code, so that typing a ZIP in the
// billing address fills an empty city and state. Any signed-in person; null for an unknown ZIP.
import { builder } from '../builder.ts';
import { UpstreamError } from '../clients/http.ts';

interface UsZipCodeRecord {
  zip: string;
  city: string;
  state: string;
}

export const UsZipCodeType = builder.objectRef<UsZipCodeRecord>('UsZipCode').implement({
  fields: (t) => ({
    zip: t.exposeString('zip'),
    city: t.exposeString('city'),
    state: t.exposeString('state', { description: 'Two-letter USPS state code.' }),
  }),
});

builder.queryField('usZipCode', (t) =>
  t.field({
    type: UsZipCodeType,
    nullable: true,
    description: 'The city and state of a 5-digit US ZIP code; null when it is not 5 digits or not known.',
    authScopes: { authenticated: true },
    args: { zip: t.arg.string({ required: true }) },
    resolve: async (_root, { zip }, context) => {
      const trimmed = zip.trim();
      if (!/^\d{5}$/.test(trimmed)) return null;
      try {
        return await context.loaders.thirdparty.usZipCode(trimmed);
      } catch (error) {
        // The service answers 404 for a ZIP it does not know.
        if (error instanceof UpstreamError && error.status === 404) return null;
        throw error;
      }
    },
  }),
);
