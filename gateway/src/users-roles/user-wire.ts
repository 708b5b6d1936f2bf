// A user, a role and a permission as the auth service sends them (snake_case,
// docs/rest-auth-billing.md), parsed with the contracts (@vetchart/contracts/users/user-answer,
// roles/role-detail) into the gateway's camelCase records. Used by the auth loader table (loaders/auth.ts).
import { permissionAnswer, permissionModuleAnswer, roleAnswer, roleDetailAnswer, type Permission } from '@vetchart/contracts/roles/role-detail';
import type { permissionCreateWire, roleCreateWire } from '@vetchart/contracts/roles/role-requests';
import type { userEditWire, userInviteWire, userRemoveWire } from '@vetchart/contracts/users/user';
import { userAnswer } from '@vetchart/contracts/users/user-answer';
import type { z } from 'zod/mini';

export const roleWire = roleAnswer;
export type RoleRecord = z.output<typeof roleWire>;

export type UserStatus = User['status'];

export const userWire = userAnswer;
export type UserRecord = z.output<typeof userWire>;
type User = UserRecord;

export type PermissionRecord = Permission;

export const permissionModuleWire = permissionModuleAnswer;
export type PermissionModuleRecord = z.output<typeof permissionModuleWire>;

export const permissionWire = permissionAnswer;

export const roleDetailWire = roleDetailAnswer;
export type RoleDetailRecord = z.output<typeof roleDetailWire>;

/** One person of POST /invite, and PUT /user: the contract's JSON. */
export type InviteUserRow = z.input<typeof userInviteWire>['users'][number];
export type EditUserPayload = z.input<typeof userEditWire>;
/** PATCH /users-organizations/user/remove. */
export type RemoveUserPayload = z.input<typeof userRemoveWire>;

/** POST /roles and /permissions: the contract's JSON (contracts/src/roles/role-requests.ts). */
export type CreateRolePayload = z.input<typeof roleCreateWire>;
export type CreatePermissionPayload = z.input<typeof permissionCreateWire>;
