// signVisitConsent: the pet parent signs (or declines) a consent in person, on the signature pad
// at the clinic, at the form version on screen. The signature is bound to the exact text by its
// SHA-256; the last consent a signed plan waited for moves the visit to 'Ready for Treatment'.
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError } from '../errors.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import { consentError } from './consent-errors.ts';
import { ConsentSignatureType } from './consent-signature.ts';
import type { ConsentSignatureRecord } from './consent-wire.ts';

const SignVisitConsentInput = builder.inputType('SignVisitConsentInput', {
  fields: (t) => ({
    visitId: t.id({ required: true }),
    formId: t.id({ required: true }),
    formVersion: t.int({ required: true, description: 'The form version on screen; another is a ConflictError.' }),
    signerName: t.string({ required: true }),
    signaturePng: t.string({ required: true, description: 'data:image/png;base64,… (a real PNG, at most 1 MB).' }),
    declined: t.boolean({ description: 'true: the signer declines the consent (signed the same way).' }),
    declineReason: t.string(),
  }),
});

const SignVisitConsentSuccess = builder.objectRef<{ signature: ConsentSignatureRecord; visitId: string }>('SignVisitConsentSuccess').implement({
  fields: (t) => ({
    consentSignature: t.field({ type: ConsentSignatureType, resolve: (payload) => payload.signature }),
    visit: t.field({ type: VisitType, description: 'With its consents and status as they are now.', resolve: (payload, _args, context) => VisitType.getDataloader(context).load(payload.visitId) }),
  }),
});

builder.mutationField('signVisitConsent', (t) =>
  t.field({
    type: SignVisitConsentSuccess,
    description: "Records a consent signed or declined in person ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: SignVisitConsentInput, required: true }) },
    errors: { types: [ConflictError, ForbiddenError, InputValidationError, NotFoundError], union: { name: 'SignVisitConsentResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const formId = requireRawId(String(input.formId), 'ConsentForm', 'Consent form');
        const signature = await context.loaders.main.signVisitConsent({
          visitId,
          formId,
          signature: {
            form_version: input.formVersion,
            signer_name: input.signerName,
            signature_png: input.signaturePng,
            declined: input.declined ?? false,
            decline_reason: input.declineReason ?? null,
            user_agent: context.clientUserAgent ?? null,
          },
        });
        context.loaders.main.consentsOfVisit.clear(visitId);
        VisitType.getDataloader(context).clear(visitId);
        return { signature, visitId };
      } catch (error) {
        throw consentError(error);
      }
    },
  }),
);
