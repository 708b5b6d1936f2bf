// A clinic owner signs up: organization, first clinic and their own account; an activation
// e-mail follows, and the account works once its link is opened.
import { z } from 'zod';
import { builder } from '../builder.ts';
import { InputValidationError, ThrottledError, fromUpstream } from '../errors.ts';
import { parseInput } from '../validation.ts';

/** The same for an e-mail that already has an account (its owner is told by mail instead). */
const SignUpSuccess = builder.objectRef<{ email: string; message: string }>('SignUpSuccess').implement({
  fields: (t) => ({ email: t.exposeString('email'), message: t.exposeString('message') }),
});

const SignUpAddressInput = builder.inputType('SignUpAddressInput', {
  fields: (t) => ({
    address1: t.string({ required: true }),
    address2: t.string(),
    city: t.string({ required: true }),
    state: t.string({ required: true }),
    zip: t.string({ required: true }),
  }),
});

const SignUpInput = builder.inputType('SignUpInput', {
  fields: (t) => ({
    organization: t.string({ required: true }),
    clinicName: t.string({ required: true }),
    address: t.field({ type: SignUpAddressInput, required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true }),
    password: t.string({ required: true }),
    confirm: t.string({ required: true }),
    securityQuestion: t.string({ required: true }),
    securityAnswer: t.string({ required: true }),
    planCode: t.string({ required: true }),
  }),
});

// Only what the auth service cannot judge is checked here; every other rule lives in the
// service and comes back as field errors.
const gatewayRules = z
  .object({ password: z.string(), confirm: z.string() })
  .refine((input) => input.password === input.confirm, {
    path: ['confirm'],
    message: 'The two passwords that you entered do not match!',
  });

builder.mutationField('signUp', (t) =>
  t.field({
    type: SignUpSuccess,
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    errors: { types: [InputValidationError, ThrottledError], union: { name: 'SignUpResult' } },
    resolve: async (_root, { input }, context) => {
      parseInput(gatewayRules, input);
      const plans = await context.loaders.billing.plans();
      if (!plans.some((plan) => plan.code === input.planCode)) {
        throw InputValidationError.forField('planCode', 'Please choose a subscription plan.');
      }
      try {
        return await context.loaders.auth.signUp({
          organization: input.organization,
          address: {
            address1: input.address.address1,
            address2: input.address.address2 ?? undefined,
            city: input.address.city,
            state: input.address.state,
            zip: input.address.zip,
            country: 'US',
          },
          clinics: [{ name: input.clinicName }],
          first_name: input.firstName,
          last_name: input.lastName,
          email: input.email,
          phone: input.phone,
          password: input.password,
          question_answers: { question: input.securityQuestion, answer: input.securityAnswer },
          plan_code: input.planCode,
        });
      } catch (error) {
        throw fromUpstream(
          error,
          { 429: ThrottledError.fromUpstream },
          {
            'clinics.0.name': 'clinicName',
            'question_answers.question': 'securityQuestion',
            'question_answers.answer': 'securityAnswer',
          },
        );
      }
    },
  }),
);
