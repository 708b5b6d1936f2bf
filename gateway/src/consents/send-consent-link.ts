// sendConsentLink: e-mails the pet parent a 7-day link to read and sign one consent form, like the
// plan's estimate link (the token is kept hashed; the header is gathered here from the session).
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError } from '../errors.ts';
import { gatherHeader } from '../treatment-plans/plan-header.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import { consentError } from './consent-errors.ts';

const SendConsentLinkInput = builder.inputType('SendConsentLinkInput', {
  fields: (t) => ({ visitId: t.id({ required: true }), formId: t.id({ required: true }), email: t.string({ required: true }) }),
});

const SendConsentLinkSuccess = builder.objectRef<{ email: string; expiresAt: string; visitId: string }>('SendConsentLinkSuccess').implement({
  fields: (t) => ({
    email: t.exposeString('email'),
    expiresAt: t.exposeString('expiresAt'),
    visit: t.field({ type: VisitType, resolve: (payload, _args, context) => VisitType.getDataloader(context).load(payload.visitId) }),
  }),
});

builder.mutationField('sendConsentLink', (t) =>
  t.field({
    type: SendConsentLinkSuccess,
    description: "E-mails the pet parent a 7-day link to sign a consent form ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: SendConsentLinkInput, required: true }) },
    errors: { types: [ConflictError, ForbiddenError, InputValidationError, NotFoundError], union: { name: 'SendConsentLinkResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const formId = requireRawId(String(input.formId), 'ConsentForm', 'Consent form');
        const header = await gatherHeader(context, visitId);
        const sent = await context.loaders.main.sendConsentLink({ visitId, formId, send: { email: input.email, header } });
        context.loaders.main.consentsOfVisit.clear(visitId);
        return { ...sent, visitId };
      } catch (error) {
        throw consentError(error);
      }
    },
  }),
);
