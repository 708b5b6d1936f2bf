// The clinic's connected practice systems: the profile shows 'Sync Covetrus' only for a pet from
// Covetrus while the clinic has Covetrus connected (spec 001 section 2.6).
import { builder } from '../builder.ts';

export const PracticeSystemType = builder.objectRef<{ source: string; name: string }>('PracticeSystem').implement({
  description: 'A practice-management system connected for the clinic.',
  fields: (t) => ({
    source: t.exposeString('source', { description: "The app slug, as a synced pet's source (covetrus)." }),
    name: t.exposeString('name'),
  }),
});

builder.queryField('practiceSystems', (t) =>
  t.field({
    type: [PracticeSystemType],
    description: "The practice-management systems connected for the caller's clinic (for everyone in it).",
    authScopes: { authenticated: true },
    resolve: (_root, _args, context) => context.loaders.thirdparty.practiceSystems(),
  }),
);
