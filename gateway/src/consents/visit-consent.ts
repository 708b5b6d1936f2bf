// VisitConsent: a consent form a visit needs, why, and where it stands (the Plan step's consents
// panel). Visit.consents loads every visit asked for in one upstream call.
import { resolveArrayConnection } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { VisitType } from '../visits/visit.ts';
import { ConsentFormType } from './consent-form.ts';
import { ConsentSignatureType } from './consent-signature.ts';
import { ConsentStateEnum } from './consent-state.ts';
import type { VisitConsentRecord } from './consent-wire.ts';

const window = { defaultSize: 50, maxSize: 50 };

export const VisitConsentType = builder.objectRef<VisitConsentRecord>('VisitConsent').implement({
  description: 'A consent form the visit needs, with its latest signature.',
  fields: (t) => ({
    form: t.field({ type: ConsentFormType, resolve: (consent) => consent.form }),
    state: t.field({ type: ConsentStateEnum, resolve: (consent) => consent.state }),
    reasons: t.stringList({
      description: 'Why the visit needs it: always_required, plan_has_price, plan_has_procedure, added_by_hand.',
      resolve: (consent) => consent.reasons,
    }),
    signature: t.field({ type: ConsentSignatureType, nullable: true, resolve: (consent) => consent.signature }),
    sentTo: t.exposeString('sentTo', { nullable: true, description: 'Where the latest e-mailed link went.' }),
    sentAt: t.exposeString('sentAt', { nullable: true }),
  }),
});

builder.objectField(VisitType, 'consents', (t) =>
  t.connection(
    {
      type: VisitConsentType,
      description: "The consents the visit needs (docs/consents.md); finalizing and starting treatment wait for them all to be signed.",
      authScopes: { authenticated: true },
      resolve: async (visit, args, context) => {
        const rows = await context.loaders.main.consentsOfVisit.load(visit.id);
        return { ...resolveArrayConnection({ args, ...window }, rows), totalCount: rows.length };
      },
    },
    { name: 'VisitConsentsConnection' },
    { name: 'VisitConsentsConnectionEdge' },
  ),
);
