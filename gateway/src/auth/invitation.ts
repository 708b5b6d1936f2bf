// Completing an invitation: the invited person opens the e-mailed link, checks the details the
// inviter entered, and sets their name, licences, security answer and password.
import { z } from 'zod';
import { builder } from '../builder.ts';
import type { InvitationRecord } from './viewer-wire.ts';
import { UpstreamError } from '../clients/http.ts';
import { InputValidationError, InvalidLinkError, fromUpstream } from '../errors.ts';
import { messageSuccessType } from './message-result.ts';

const shortText = z.string().max(200);

const InvitationType = builder.objectRef<InvitationRecord>('Invitation').implement({
  fields: (t) => ({
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    roleName: t.exposeString('roleName'),
    roleSlug: t.exposeString('roleSlug'),
  }),
});

builder.queryField('invitation', (t) =>
  t.field({
    type: InvitationType,
    nullable: true,
    description: 'Invite details for the completion screen; null when the link is unknown, used or expired.',
    args: {
      orgCode: t.arg.string({ required: true, validate: shortText }),
      id: t.arg.string({ required: true, validate: shortText }),
      token: t.arg.string({ required: true, validate: shortText }),
    },
    resolve: async (_root, args, context) => {
      try {
        return await context.loaders.auth.invitation({ orgCode: args.orgCode, id: args.id, token: args.token });
      } catch (error) {
        if (error instanceof UpstreamError && error.status < 500) return null;
        throw error;
      }
    },
  }),
);

const CompleteInviteSuccess = messageSuccessType('CompleteInviteSuccess');

const CompleteInviteInput = builder.inputType('CompleteInviteInput', {
  fields: (t) => ({
    orgCode: t.string({ required: true }),
    id: t.string({ required: true }),
    token: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    password: t.string({ required: true }),
    confirm: t.string({ required: true }),
    role: t.string({ required: true, description: 'The role slug of the invitation.' }),
    securityQuestion: t.string({ required: true }),
    securityAnswer: t.string({ required: true }),
    vdlLicense: t.string(),
    rvtLicense: t.string(),
    cvtLicense: t.string(),
    veterinarianLicense: t.string(),
    state: t.string(),
  }),
});

builder.mutationField('completeInvite', (t) =>
  t.field({
    type: CompleteInviteSuccess,
    args: { input: t.arg({ type: CompleteInviteInput, required: true }) },
    errors: { types: [InputValidationError, InvalidLinkError], union: { name: 'CompleteInviteResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return await context.loaders.auth.completeInvite({ orgCode: input.orgCode, invite: {
          id: input.id,
          token: input.token,
          first_name: input.firstName,
          last_name: input.lastName,
          password: input.password,
          confirm: input.confirm,
          role: input.role,
          question_answers: { question: input.securityQuestion, answer: input.securityAnswer },
          vdl_license: input.vdlLicense ?? undefined,
          rvt_license: input.rvtLicense ?? undefined,
          cvt_license: input.cvtLicense ?? undefined,
          veterinarian_license: input.veterinarianLicense ?? undefined,
          state: input.state ?? undefined,
        } });
      } catch (error) {
        const asLinkError = (upstream: Error) => new InvalidLinkError(upstream.message);
        throw fromUpstream(
          error,
          { 404: asLinkError, 410: asLinkError },
          { 'question_answers.question': 'securityQuestion', 'question_answers.answer': 'securityAnswer' },
        );
      }
    },
  }),
);
