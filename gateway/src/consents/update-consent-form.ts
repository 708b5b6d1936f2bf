// updateConsentForm: an admin edits a consent form. A changed title or text makes a new version;
// the consents signed keep the exact text they were signed on.
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError } from '../errors.ts';
import { consentError } from './consent-errors.ts';
import { ConsentFormType } from './consent-form.ts';
import { ConsentRequirementEnum } from './consent-requirement.ts';
import type { ConsentFormRecord } from './consent-wire.ts';

const UpdateConsentFormInput = builder.inputType('UpdateConsentFormInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    basedOnVersion: t.int({ required: true, description: 'The version on screen; another is a ConflictError.' }),
    title: t.string({ required: true }),
    body: t.string({ required: true }),
    requirement: t.field({ type: ConsentRequirementEnum, required: true }),
    archived: t.boolean({ description: 'false when left out.' }),
  }),
});

const UpdateConsentFormSuccess = builder.objectRef<{ form: ConsentFormRecord }>('UpdateConsentFormSuccess').implement({
  fields: (t) => ({ consentForm: t.field({ type: ConsentFormType, resolve: (payload) => payload.form }) }),
});

builder.mutationField('updateConsentForm', (t) =>
  t.field({
    type: UpdateConsentFormSuccess,
    description: 'Edits a consent form of the clinic (client admin); a new text is a new version.',
    authScopes: { superAdmin: true, clientAdmin: true },
    args: { input: t.arg({ type: UpdateConsentFormInput, required: true }) },
    errors: { types: [ConflictError, ForbiddenError, InputValidationError, NotFoundError], union: { name: 'UpdateConsentFormResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const formId = requireRawId(String(input.id), 'ConsentForm', 'Consent form');
        const form = await context.loaders.main.updateConsentForm({
          formId,
          form: { based_on_version: input.basedOnVersion, title: input.title, body: input.body, requirement: input.requirement, archived: input.archived ?? false },
        });
        context.loaders.main.consentForm.clear(formId).prime(formId, form);
        return { form };
      } catch (error) {
        throw consentError(error);
      }
    },
  }),
);
