// withdrawConsent: a signed consent withdrawn, with the reason (audited with who, when, before and
// after). Finalizing and starting treatment are refused again until it is signed anew.
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError } from '../errors.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import { consentError } from './consent-errors.ts';
import { ConsentSignatureType } from './consent-signature.ts';
import type { ConsentSignatureRecord } from './consent-wire.ts';

const WithdrawConsentInput = builder.inputType('WithdrawConsentInput', {
  fields: (t) => ({ signatureId: t.id({ required: true, description: 'A ConsentSignature.' }), reason: t.string({ required: true }) }),
});

const WithdrawConsentSuccess = builder.objectRef<{ signature: ConsentSignatureRecord }>('WithdrawConsentSuccess').implement({
  fields: (t) => ({
    consentSignature: t.field({ type: ConsentSignatureType, resolve: (payload) => payload.signature }),
    visit: t.field({ type: VisitType, resolve: (payload, _args, context) => VisitType.getDataloader(context).load(payload.signature.visitId) }),
  }),
});

builder.mutationField('withdrawConsent', (t) =>
  t.field({
    type: WithdrawConsentSuccess,
    description: "Withdraws a signed consent with its reason ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: WithdrawConsentInput, required: true }) },
    errors: { types: [ConflictError, ForbiddenError, InputValidationError, NotFoundError], union: { name: 'WithdrawConsentResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const signatureId = requireRawId(String(input.signatureId), 'ConsentSignature', 'Consent signature');
        const signature = await context.loaders.main.withdrawConsent({ signatureId, withdrawal: { reason: input.reason } });
        context.loaders.main.consentsOfVisit.clear(signature.visitId);
        context.loaders.main.consentSignature.clear(signatureId).prime(signatureId, signature);
        return { signature };
      } catch (error) {
        throw consentError(error);
      }
    },
  }),
);
