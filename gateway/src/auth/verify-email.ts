import { z } from 'zod';
import { builder } from '../builder.ts';
import { InvalidLinkError, fromUpstream } from '../errors.ts';
import { messageSuccessType } from './message-result.ts';

const VerifyEmailSuccess = messageSuccessType('VerifyEmailSuccess');

const VerifyEmailInput = builder.inputType('VerifyEmailInput', {
  fields: (t) => ({ token: t.string({ required: true, validate: z.string().max(200) }) }),
});

builder.mutationField('verifyEmail', (t) =>
  t.field({
    type: VerifyEmailSuccess,
    description: 'Activates the account an activation link was sent for.',
    args: { input: t.arg({ type: VerifyEmailInput, required: true }) },
    errors: { types: [InvalidLinkError], union: { name: 'VerifyEmailResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return await context.loaders.auth.verifyEmail(input.token);
      } catch (error) {
        const asLinkError = (upstream: Error) => new InvalidLinkError(upstream.message);
        throw fromUpstream(error, { 400: asLinkError, 404: asLinkError, 410: asLinkError });
      }
    },
  }),
);
