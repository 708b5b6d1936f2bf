// Forgot password: an e-mailed single-use link, the account's security question, a new password.
import { z } from 'zod';
import { builder } from '../builder.ts';
import { UpstreamError } from '../clients/http.ts';
import { InputValidationError, InvalidLinkError, ThrottledError, fromUpstream } from '../errors.ts';
import { parseInput } from '../validation.ts';
import { messageSuccessType } from './message-result.ts';

const shortText = z.string().max(200);

builder.queryField('securityQuestion', (t) =>
  t.string({
    nullable: true,
    description: 'The security question of the account a reset link belongs to; null when the link is invalid.',
    args: {
      userCode: t.arg.string({ required: true, validate: shortText }),
      resetId: t.arg.string({ required: true, validate: shortText }),
    },
    resolve: async (_root, args, context) => {
      try {
        return (await context.loaders.auth.securityQuestion({ userCode: args.userCode, resetId: args.resetId })).question;
      } catch (error) {
        if (error instanceof UpstreamError && error.status < 500) return null;
        throw error;
      }
    },
  }),
);

const RequestPasswordResetSuccess = messageSuccessType('RequestPasswordResetSuccess');

const RequestPasswordResetInput = builder.inputType('RequestPasswordResetInput', {
  fields: (t) => ({ email: t.string({ required: true }) }),
});

builder.mutationField('requestPasswordReset', (t) =>
  t.field({
    type: RequestPasswordResetSuccess,
    description: 'E-mails a reset link when an account exists; the answer is the same either way.',
    args: { input: t.arg({ type: RequestPasswordResetInput, required: true }) },
    errors: { types: [InputValidationError, ThrottledError], union: { name: 'RequestPasswordResetResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return await context.loaders.auth.requestPasswordReset(input.email);
      } catch (error) {
        throw fromUpstream(error, { 429: ThrottledError.fromUpstream });
      }
    },
  }),
);

const ResetPasswordSuccess = messageSuccessType('ResetPasswordSuccess');

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({
    userCode: t.string({ required: true }),
    resetId: t.string({ required: true }),
    securityQuestion: t.string({ required: true }),
    securityAnswer: t.string({ required: true }),
    newPassword: t.string({ required: true }),
    confirm: t.string({ required: true }),
  }),
});

const passwordsMatch = z
  .object({ newPassword: z.string(), confirm: z.string() })
  .refine((input) => input.newPassword === input.confirm, {
    path: ['confirm'],
    message: 'The two passwords that you entered do not match!',
  });

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: ResetPasswordSuccess,
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    errors: { types: [InputValidationError, InvalidLinkError, ThrottledError], union: { name: 'ResetPasswordResult' } },
    resolve: async (_root, { input }, context) => {
      parseInput(passwordsMatch, input);
      try {
        return await context.loaders.auth.resetPassword({
          new_password: input.newPassword,
          user_code: input.userCode,
          reset_id: input.resetId,
          question_answer: { question: input.securityQuestion, answer: input.securityAnswer },
        });
      } catch (error) {
        const asLinkError = (upstream: Error) => new InvalidLinkError(upstream.message);
        throw fromUpstream(
          error,
          { 404: asLinkError, 410: asLinkError, 429: ThrottledError.fromUpstream },
          {
            new_password: 'newPassword',
            'question_answer.answer': 'securityAnswer',
            'question_answer.question': 'securityQuestion',
          },
        );
      }
    },
  }),
);
