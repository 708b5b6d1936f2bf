// Manage Users: the roles the caller may assign, and the mutations behind the invite and edit
// modals and the row actions. Business rules live in the auth service; the gateway declares who
// may call what and maps the service's errors to the typed errors of each result union.
import { builder } from '../builder.ts';
import type { UserRecord } from './user-wire.ts';
import type { UpstreamError } from '../clients/http.ts';
import { ConflictError, ForbiddenError, InputValidationError, NotFoundError, ThrottledError, fromUpstream, toInputPath } from '../errors.ts';
import { RoleType } from './role.ts';
import { ADMIN_SCOPES, INVITE_USERS_SCOPES, MANAGE_USERS_SCOPES } from './user-scopes.ts';
import { UserType } from './user.ts';

builder.queryField('assignableRoles', (t) =>
  t.field({
    type: [RoleType],
    description:
      "Roles the caller may give someone (invite or role change): of the built-in roles and the organization's own, those whose permissions the caller holds; Admin only for a client admin or super admin, Super Admin only for a super admin.",
    authScopes: MANAGE_USERS_SCOPES,
    resolve: (_root, _args, context) => context.loaders.auth.assignableRoles(),
  }),
);

const ROW_ERRORS = { 403: (error: Error) => new ForbiddenError(error.message), 404: () => new NotFoundError('Not found.'), 409: (error: Error) => new ConflictError(error.message) };

/** An e-mail already taken names its rows (users.N.email), so forms show it beside the field. */
const takenAsFieldErrors = (error: UpstreamError) =>
  error.fieldErrors.length
    ? new InputValidationError(
        error.message,
        error.fieldErrors.map((fieldError) => ({ path: toInputPath(fieldError.path), message: fieldError.message })),
      )
    : new ConflictError(error.message);

/** A global id of the expected type, or '' (which the service answers as "not found" or the field's message). */
const idOf = (globalId: { typename: string; id: string }, typename: string) => (globalId.typename === typename ? globalId.id : '');

const InviteUserRowInput = builder.inputType('InviteUserRowInput', {
  fields: (t) => ({
    clinicId: t.globalID({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true }),
    roleId: t.globalID({ required: true }),
  }),
});

const InviteUsersInput = builder.inputType('InviteUsersInput', {
  fields: (t) => ({ users: t.field({ type: [InviteUserRowInput], required: true }) }),
});

const InviteUsersSuccess = builder.objectRef<{ users: UserRecord[] }>('InviteUsersSuccess').implement({
  fields: (t) => ({ users: t.field({ type: [UserType], resolve: (result) => result.users }) }),
});

builder.mutationField('inviteUsers', (t) =>
  t.field({
    type: InviteUsersSuccess,
    description: 'Invites one person (the Invite a User modal) or many (a CSV); one bad row invites nobody. Field errors name users.<n>.<field>.',
    authScopes: INVITE_USERS_SCOPES,
    args: { input: t.arg({ type: InviteUsersInput, required: true }) },
    errors: { types: [InputValidationError, ConflictError, ForbiddenError], union: { name: 'InviteUsersResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const invited = await context.loaders.auth.inviteUsers({
          orgCode: context.principal!.organizationCode,
          users: input.users.map((row) => ({
            first_name: row.firstName,
            last_name: row.lastName,
            email: row.email,
            phone: row.phone,
            role_id: idOf(row.roleId, 'Role'),
            clinic_id: idOf(row.clinicId, 'Clinic'),
          })),
        });
        // One batched read of the invited people, in the order they were sent; one not found is left out.
        const loaded = await context.loaders.auth.user.loadMany(invited.map((person) => person.id));
        return { users: loaded.filter((user): user is UserRecord => !(user instanceof Error)) };
      } catch (error) {
        throw fromUpstream(error, { 403: ROW_ERRORS[403], 409: takenAsFieldErrors });
      }
    },
  }),
);

const UpdateUserInput = builder.inputType('UpdateUserInput', {
  fields: (t) => ({
    id: t.globalID({ required: true }),
    clinicId: t.globalID({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    phone: t.string({ required: true }),
    roleId: t.globalID({ required: true }),
  }),
});

const UserSuccess = (name: string) =>
  builder.objectRef<{ user: UserRecord }>(name).implement({
    fields: (t) => ({ user: t.field({ type: UserType, resolve: (result) => result.user }) }),
  });

builder.mutationField('updateUser', (t) =>
  t.field({
    type: UserSuccess('UpdateUserSuccess'),
    description: 'Edits name, phone, role and clinic (client admins and super admins). The e-mail address cannot change.',
    authScopes: ADMIN_SCOPES,
    args: { input: t.arg({ type: UpdateUserInput, required: true }) },
    errors: { types: [InputValidationError, NotFoundError, ForbiddenError, ConflictError], union: { name: 'UpdateUserResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        const user = await context.loaders.auth.editUser({
          id: idOf(input.id, 'User'),
          first_name: input.firstName,
          last_name: input.lastName,
          phone: input.phone,
          role_id: idOf(input.roleId, 'Role'),
          clinic_id: idOf(input.clinicId, 'Clinic'),
        });
        return { user };
      } catch (error) {
        throw fromUpstream(error, ROW_ERRORS);
      }
    },
  }),
);

const UserActionInput = (name: string) => builder.inputType(name, { fields: (t) => ({ id: t.globalID({ required: true }) }) });

const MessageSuccess = (name: string) =>
  builder.objectRef<{ message: string }>(name).implement({ fields: (t) => ({ message: t.exposeString('message') }) });

const ROW_ACTION_ERRORS = [NotFoundError, ForbiddenError, ConflictError];

/** Re-invites and forced resets send e-mail, within the limits per recipient and sender. */
const MAIL_ACTION_ERRORS = [...ROW_ACTION_ERRORS, ThrottledError];
const MAIL_ERRORS = { ...ROW_ERRORS, 429: ThrottledError.fromUpstream };

builder.mutationField('reinviteUser', (t) =>
  t.field({
    type: MessageSuccess('ReinviteUserSuccess'),
    description: 'E-mails a fresh invite link to someone who has not completed their invite; earlier links stop working.',
    authScopes: MANAGE_USERS_SCOPES,
    args: { input: t.arg({ type: UserActionInput('ReinviteUserInput'), required: true }) },
    errors: { types: MAIL_ACTION_ERRORS, union: { name: 'ReinviteUserResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return await context.loaders.auth.reinviteUser({ userId: idOf(input.id, 'User'), orgCode: context.principal!.organizationCode });
      } catch (error) {
        throw fromUpstream(error, MAIL_ERRORS);
      }
    },
  }),
);

builder.mutationField('resetUserPassword', (t) =>
  t.field({
    type: MessageSuccess('ResetUserPasswordSuccess'),
    description: 'E-mails the person the usual password reset link.',
    authScopes: MANAGE_USERS_SCOPES,
    args: { input: t.arg({ type: UserActionInput('ResetUserPasswordInput'), required: true }) },
    errors: { types: MAIL_ACTION_ERRORS, union: { name: 'ResetUserPasswordResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return await context.loaders.auth.forceResetPassword(idOf(input.id, 'User'));
      } catch (error) {
        throw fromUpstream(error, MAIL_ERRORS);
      }
    },
  }),
);

builder.mutationField('activateUser', (t) =>
  t.field({
    type: UserSuccess('ActivateUserSuccess'),
    description: 'Force-activates an inactive account (super admin or client admin).',
    authScopes: ADMIN_SCOPES,
    args: { input: t.arg({ type: UserActionInput('ActivateUserInput'), required: true }) },
    errors: { types: ROW_ACTION_ERRORS, union: { name: 'ActivateUserResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return { user: await context.loaders.auth.forceActivateUser(idOf(input.id, 'User')) };
      } catch (error) {
        throw fromUpstream(error, ROW_ERRORS);
      }
    },
  }),
);

const RemoveUserSuccess = builder.objectRef<{ id: string; message: string }>('RemoveUserSuccess').implement({
  fields: (t) => ({
    removedUserId: t.globalID({ resolve: (result) => ({ type: 'User', id: result.id }) }),
    message: t.exposeString('message'),
  }),
});

builder.mutationField('removeUser', (t) =>
  t.field({
    type: RemoveUserSuccess,
    description: 'Removes the person from the organization: they can no longer sign in to it and their sessions end.',
    authScopes: MANAGE_USERS_SCOPES,
    args: { input: t.arg({ type: UserActionInput('RemoveUserInput'), required: true }) },
    errors: { types: ROW_ACTION_ERRORS, union: { name: 'RemoveUserResult' } },
    resolve: async (_root, { input }, context) => {
      try {
        return await context.loaders.auth.removeUser(idOf(input.id, 'User'));
      } catch (error) {
        throw fromUpstream(error, ROW_ERRORS);
      }
    },
  }),
);
