// VeterinaryPin: whether the signed-in veterinarian has set their Veterinary PIN (spec 002 section
// 2.8 'Lock'), and setting or changing it. The PIN lives in the auth service (argon2id); changing
// it needs the account's password. Setting one needs 'Lock Visit Note', the permission that locks.
import { builder } from '../builder.ts';
import { ForbiddenError, InputValidationError } from '../errors.ts';
import { chartingError } from './objective-note.ts';

export const LOCK_VISIT_SCOPE = { permission: 'Lock Visit Note' } as const;

const VeterinaryPinType = builder.objectRef<{ isSet: boolean; updatedAt: string | null }>('VeterinaryPin').implement({
  description: "The caller's Veterinary PIN: only whether it is set and when it last changed.",
  fields: (t) => ({
    isSet: t.exposeBoolean('isSet'),
    updatedAt: t.exposeString('updatedAt', { nullable: true }),
  }),
});

builder.queryField('veterinaryPin', (t) =>
  t.field({
    type: VeterinaryPinType,
    description: 'Whether the signed-in user has set a Veterinary PIN.',
    authScopes: { authenticated: true },
    resolve: (_root, _args, context) => context.loaders.auth.veterinaryPin(),
  }),
);

const SetVeterinaryPinInput = builder.inputType('SetVeterinaryPinInput', {
  fields: (t) => ({
    pin: t.string({ required: true, description: '4 characters.' }),
    password: t.string({ description: 'The account password: needed to change a PIN already set.' }),
  }),
});

const SetVeterinaryPinSuccess = builder.objectRef<{ veterinaryPin: { isSet: boolean; updatedAt: string | null } }>('SetVeterinaryPinSuccess').implement({
  fields: (t) => ({ veterinaryPin: t.field({ type: VeterinaryPinType, resolve: (payload) => payload.veterinaryPin }) }),
});

builder.mutationField('setVeterinaryPin', (t) =>
  t.field({
    type: SetVeterinaryPinSuccess,
    description: "Sets the caller's Veterinary PIN, or changes it with the password ('Lock Visit Note').",
    authScopes: LOCK_VISIT_SCOPE,
    args: { input: t.arg({ type: SetVeterinaryPinInput, required: true }) },
    errors: { types: [InputValidationError, ForbiddenError], union: { name: 'SetVeterinaryPinResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return { veterinaryPin: await context.loaders.auth.setVeterinaryPin({ pin: input.pin, password: input.password ?? null }) };
      } catch (error) {
        throw chartingError(error);
      }
    },
  }),
);
