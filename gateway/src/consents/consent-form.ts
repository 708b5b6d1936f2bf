// ConsentForm: a clinic's consent form at its current version (clinic settings; docs/consents.md).
// Everyone in the clinic reads the forms (the Plan step lists them); admins define and edit them.
import { resolveArrayConnection } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { NotFoundError } from '../errors.ts';
import { ConsentKindEnum } from './consent-kind.ts';
import { ConsentRequirementEnum } from './consent-requirement.ts';
import type { ConsentFormRecord } from './consent-wire.ts';

/** MAX_CONSENT_FORMS: a clinic's forms fit on one page. */
const window = { defaultSize: 50, maxSize: 50 };

export const ConsentFormType = builder.loadableNode(builder.objectRef<ConsentFormRecord>('ConsentForm'), {
  description: "A clinic's consent form at its current version; a changed title or text is a new version, signatures keep theirs.",
  id: { resolve: (form) => form.id },
  load: async (ids: string[], context) => {
    if (!context.principal) return ids.map(() => new NotFoundError('Not found.'));
    return context.loaders.main.consentForm.loadMany(ids);
  },
  fields: (t) => ({
    kind: t.field({ type: ConsentKindEnum, resolve: (form) => form.kind }),
    title: t.exposeString('title'),
    body: t.exposeString('body', { description: 'The text the signer reads and signs (plain text, paragraphs split by blank lines).' }),
    version: t.exposeInt('version'),
    textSha256: t.exposeString('textSha256', { description: "SHA-256 of this version's kind, title, version and text (docs/consents.md)." }),
    requirement: t.field({ type: ConsentRequirementEnum, resolve: (form) => form.requirement }),
    archived: t.exposeBoolean('archived', { description: 'No longer required on new visits; kept for the signatures given on it.' }),
    updatedAt: t.exposeString('updatedAt'),
    updatedByName: t.exposeString('updatedByName'),
  }),
});

builder.queryField('consentForms', (t) =>
  t.connection(
    {
      type: ConsentFormType,
      description: "The clinic's consent forms, oldest first (at most 50, one page).",
      authScopes: { authenticated: true },
      resolve: async (_root, args, context) => {
        const rows = await context.loaders.main.consentForms();
        return { ...resolveArrayConnection({ args, ...window }, rows), totalCount: rows.length };
      },
    },
    { name: 'ConsentFormsConnection' },
    { name: 'ConsentFormsConnectionEdge' },
  ),
);
