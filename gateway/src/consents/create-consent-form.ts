// createConsentForm: an admin defines one of the clinic's consent forms (clinic settings).
import { builder } from '../builder.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError } from '../errors.ts';
import { consentError } from './consent-errors.ts';
import { ConsentFormType } from './consent-form.ts';
import { ConsentKindEnum } from './consent-kind.ts';
import { ConsentRequirementEnum } from './consent-requirement.ts';
import type { ConsentFormRecord } from './consent-wire.ts';

const CreateConsentFormInput = builder.inputType('CreateConsentFormInput', {
  fields: (t) => ({
    kind: t.field({ type: ConsentKindEnum, required: true }),
    title: t.string({ required: true, description: 'At most 200 characters.' }),
    body: t.string({ required: true, description: 'The text the signer reads, at most 20000 characters.' }),
    requirement: t.field({ type: ConsentRequirementEnum, description: 'WHEN_PLAN_NEEDS when left out.' }),
  }),
});

const CreateConsentFormSuccess = builder.objectRef<{ form: ConsentFormRecord }>('CreateConsentFormSuccess').implement({
  fields: (t) => ({ consentForm: t.field({ type: ConsentFormType, resolve: (payload) => payload.form }) }),
});

builder.mutationField('createConsentForm', (t) =>
  t.field({
    type: CreateConsentFormSuccess,
    description: 'Defines a consent form of the clinic (client admin).',
    authScopes: { superAdmin: true, clientAdmin: true },
    args: { input: t.arg({ type: CreateConsentFormInput, required: true }) },
    errors: { types: [ConflictError, ForbiddenError, InputValidationError, NotFoundError], union: { name: 'CreateConsentFormResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const form = await context.loaders.main.createConsentForm({ kind: input.kind, title: input.title, body: input.body, requirement: input.requirement ?? undefined });
        return { form };
      } catch (error) {
        throw consentError(error);
      }
    },
  }),
);
