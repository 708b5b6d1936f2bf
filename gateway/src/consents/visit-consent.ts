// VisitConsent: a consent form a visit needs, why, and where it stands (the Plan step's consents
// panel). Visit.consents loads every visit asked for in one upstream call.
import { builder } from '../builder.ts';
import { VisitType } from '../visits/visit.ts';
import { FollowUpType } from '../follow-ups/follow-up.ts';
import { ConsentFormType } from './consent-form.ts';
import { ConsentSignatureType } from './consent-signature.ts';
import { ConsentStateEnum } from './consent-state.ts';
import type { VisitConsentRecord } from './consent-wire.ts';

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
    followUp: t.field({
      type: FollowUpType,
      nullable: true,
      description: 'The reminder e-mails about the latest link sent (docs/follow-ups.md); null when none was sent.',
      resolve: async (consent, _args, context) => {
        if (!consent.sentLinkId) return null;
        const rows = await context.loaders.main.followUpsOfVisit.load(consent.visitId);
        return rows.find((row) => row.kind === 'consent' && row.subjectId === consent.sentLinkId) ?? null;
      },
    }),
  }),
});

// A plain list, not a connection: a visit needs at most the clinic's 50 forms, and the Plan step
// reads it inside the visit's fragments, where a connection's two more levels would pass the
// gateway's query depth limit.
builder.objectField(VisitType, 'consents', (t) =>
  t.field({
    type: [VisitConsentType],
    description: 'The consents the visit needs (docs/consents.md), at most 50; finalizing and starting treatment wait for them all to be signed.',
    authScopes: { authenticated: true },
    resolve: (visit, _args, context) => context.loaders.main.consentsOfVisit.load(visit.id),
  }),
);
