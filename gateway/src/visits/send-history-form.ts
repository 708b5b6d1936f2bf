// sendHistoryForm: 'Send History Form' on the pet profile (spec 001 section 2.6) e-mails the pet
// parent a link to the public subjective form; the link's token is made and kept by the main
// service (random, stored hashed, expiring), with what the public form shows from the auth and
// inventory services gathered here with the sender's session (subjective-form/form-header.ts).
import type { SubjectiveFormSentRecord } from './visit-wire.ts';
import { builder } from '../builder.ts';
import { requireRawId } from '../catalogues/lookup-support.ts';
import { UpstreamError } from '../clients/http.ts';
import { NotFoundError, ThrottledError } from '../errors.ts';
import { gatherFormHeader } from '../subjective-form/form-header.ts';
import { ADD_VISIT, VISIT_MUTATION_ERRORS, visitError } from './visit.ts';

const SendHistoryFormInput = builder.inputType('SendHistoryFormInput', {
  fields: (t) => ({
    petId: t.id({ required: true }),
    visitId: t.id({ description: 'The visit the form is for, when there is one.' }),
    email: t.string({ description: "Defaults to the pet parent's e-mail." }),
  }),
});

const SendHistoryFormSuccess = builder.objectRef<SubjectiveFormSentRecord>('SendHistoryFormSuccess').implement({
  fields: (t) => ({
    message: t.string({ resolve: () => 'Subjective form sent!' }),
    email: t.exposeString('email', { description: 'Where the link went.' }),
    expiresAt: t.exposeString('expiresAt'),
  }),
});

builder.mutationField('sendHistoryForm', (t) =>
  t.field({
    type: SendHistoryFormSuccess,
    authScopes: { permission: ADD_VISIT },
    args: { input: t.arg({ type: SendHistoryFormInput, required: true }) },
    errors: { types: [...VISIT_MUTATION_ERRORS, ThrottledError], union: { name: 'SendHistoryFormResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const clinicCode = context.principal?.clinicCode;
        if (!clinicCode) throw new NotFoundError('Not found.');
        const petId = requireRawId(String(input.petId), 'Pet', 'Pet');
        const header = await gatherFormHeader(context, petId);
        return await context.loaders.main.sendSubjectiveForm({
          clinic_code: clinicCode,
          pet_id: petId,
          header,
          visit_id: input.visitId ? requireRawId(String(input.visitId), 'Visit', 'Visit') : undefined,
          email: input.email ?? undefined,
        });
      } catch (error) {
        // Too many forms to one parent or from one person: a 429 with its wait.
        if (error instanceof UpstreamError && error.status === 429) throw ThrottledError.fromUpstream(error);
        throw visitError(error, { pet_id: 'petId', visit_id: 'visitId' });
      }
    },
  }),
);
