// addVisitConsent: staff add one of the clinic's consent forms to a visit by hand (an AI recording
// consent when they dictate, an estimate consent where the clinic wants one signed apart).
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError } from '../errors.ts';
import { CHART_VISIT_SCOPE, VisitType } from '../visits/visit.ts';
import { consentError } from './consent-errors.ts';

const AddVisitConsentInput = builder.inputType('AddVisitConsentInput', {
  fields: (t) => ({ visitId: t.id({ required: true }), formId: t.id({ required: true }) }),
});

const AddVisitConsentSuccess = builder.objectRef<{ visitId: string }>('AddVisitConsentSuccess').implement({
  fields: (t) => ({ visit: t.field({ type: VisitType, description: 'With its consents as they are now.', resolve: (payload, _args, context) => VisitType.getDataloader(context).load(payload.visitId) }) }),
});

builder.mutationField('addVisitConsent', (t) =>
  t.field({
    type: AddVisitConsentSuccess,
    description: "Adds a consent form to the visit's required consents ('Add Visit').",
    authScopes: CHART_VISIT_SCOPE,
    args: { input: t.arg({ type: AddVisitConsentInput, required: true }) },
    errors: { types: [ConflictError, ForbiddenError, InputValidationError, NotFoundError], union: { name: 'AddVisitConsentResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const visitId = requireRawId(String(input.visitId), 'Visit', 'Visit');
        const formId = requireRawId(String(input.formId), 'ConsentForm', 'Consent form');
        const rows = await context.loaders.main.addVisitConsent({ visitId, formId });
        context.loaders.main.consentsOfVisit.clear(visitId).prime(visitId, rows);
        return { visitId };
      } catch (error) {
        throw consentError(error);
      }
    },
  }),
);
