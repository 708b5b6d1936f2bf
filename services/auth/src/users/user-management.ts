// Manage Users (spec 000 sections 2, 5, 6): the organization's people, editing them, re-inviting,
// forcing a password reset or an activation, and removing them from the organization. Every
// call acts only inside the caller's organization (from the access token): anyone else's user id
// is "not found" and changes nothing.
import { requireAccess, type Principal } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { badRequest, conflict, forbidden, notFound, type ListQuery } from '@vetchart/platform/http';
import { mailChecks } from '@vetchart/platform/mail-limits';
import { answeringRefusals, consumeAll } from '@vetchart/platform/rate-limit';
import type { ServiceDeps } from '@vetchart/platform/service';
import { forgetCachedSessions } from '@vetchart/platform/session-check';
import { userEditWire, type UserEdit } from '@vetchart/contracts/users/user';
import { isUuid } from '../accounts/fields.ts';
import { assignableRoles, organizationClinics, type RoleRow } from '../accounts/repository.ts';
import { listUsers } from '../accounts/users.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { CANNOT_CHANGE_OWN_ROLE, SUPER_ADMIN_ONLY, assertMayGive, loadGrantor, refusalToGive, rolesWithPermissions } from '../roles/grants.ts';
import { sendInviteMail } from '../invites/invites.ts';
import { issueLinkToken, spendOpenLinks } from '../link-tokens/link-tokens.ts';
import { requestPasswordReset } from '../password-reset/password-reset.ts';
import { revokeAllForUser } from '../sessions/tokens.ts';

/** Who may open Manage Users and use its row actions (spec section 6). */
export const MANAGE_USERS = { superAdmin: true, clientAdmin: true, anyPermission: ['Invite User', 'Disable User', 'Edit User Details'] };
/** Editing a user is for client admins (and super admins). */
export const EDIT_USERS = { superAdmin: true, clientAdmin: true };
/** Force-activating an inactive account: super admin or client admin. */
export const ACTIVATE_USERS = { superAdmin: true, clientAdmin: true };

export { CANNOT_CHANGE_OWN_ROLE, SUPER_ADMIN_ONLY } from '../roles/grants.ts';
export const NOT_INVITE_PENDING = 'This user has already completed their invite.';
export const ALREADY_ACTIVE = 'This account is already active.';
export const NOT_RESETTABLE = 'This user has not completed their invite yet, so there is no password to reset.';
export const CANNOT_REMOVE_SELF = 'You cannot remove yourself from the organization.';
export const CANNOT_REMOVE_OWNER = "The organization's owner cannot be removed.";
export const OWNER_ROLE_FIXED = "The organization's owner keeps the Admin role.";
export const SUPER_ADMIN_TARGET = 'Only a super admin can change or remove a super admin.';

/** The list of spec section 7: orgId must be the caller's own organization. */
export async function organizationUsers(sql: Sql, principal: Principal, organizationId: string, query: ListQuery) {
  requireAccess(principal, MANAGE_USERS);
  if (organizationId !== principal.organizationId) throw notFound();
  return listUsers(sql, principal, query);
}

/**
 * The roles the caller may give someone (roles/grants.ts): of the built-in ones and the
 * organization's own, those whose permissions the caller holds; Admin only for client admins and
 * super admins, Super Admin only for super admins. The invite and edit forms offer only these.
 */
export async function rolesAssignableBy(sql: Sql, principal: Principal): Promise<RoleRow[]> {
  requireAccess(principal, MANAGE_USERS);
  const rows = await sql.query<RoleRow>(
    `SELECT id::text AS id, name, slug FROM auth.roles
      WHERE organization_id IS NULL OR organization_id = $1
      ORDER BY organization_id NULLS FIRST, created_at, name`,
    [principal.organizationId],
  );
  const grantor = await loadGrantor(sql, principal);
  const given = await rolesWithPermissions(sql, rows.map((row) => row.id));
  return rows.filter((row) => refusalToGive(grantor, given.get(row.id)!) === null);
}

interface Member {
  id: string;
  email: string;
  first_name: string | null;
  is_active: boolean;
  has_password: boolean;
  is_super_admin: boolean;
  role_id: string;
  role_slug: string;
  is_owner: boolean;
}

/** A current member of the caller's organization, locked for the rest of the transaction; 404 otherwise. */
async function memberOf(sql: Sql, principal: Principal, userId: string): Promise<Member> {
  if (!isUuid(userId)) throw notFound();
  const [member] = await sql.query<Member>(
    `SELECT u.id, u.email, u.first_name, u.is_active, u.password_hash IS NOT NULL AS has_password, u.is_super_admin,
            m.role_id::text AS role_id, r.slug AS role_slug, o.owner_user_id IS NOT DISTINCT FROM u.id AS is_owner
       FROM auth.user_organizations m
       JOIN auth.users u ON u.id = m.user_id
       JOIN auth.roles r ON r.id = m.role_id
       JOIN auth.organizations o ON o.id = m.organization_id
      WHERE m.user_id = $1 AND m.organization_id = $2 AND m.removed_at IS NULL AND u.deleted_at IS NULL
      FOR UPDATE OF m, u`,
    [userId, principal.organizationId],
  );
  if (!member) throw notFound();
  return member;
}

/** PUT /user's body: the user contract's (packages/contracts/src/users/user.ts). */
export const editUserBody = userEditWire;

/** PUT /user: name, phone, role and clinic. The e-mail address is the sign-in name and is not editable. */
export async function editUser(deps: ServiceDeps, principal: Principal, input: UserEdit) {
  requireAccess(principal, EDIT_USERS);
  return deps.db.transaction(async (tx) => {
    const member = await memberOf(tx, principal, input.id);
    const roles = await assignableRoles(tx, principal.organizationId, [input.roleId]);
    const clinics = await organizationClinics(tx, principal.organizationId, [input.clinicId]);
    const errors = [
      ...(roles.has(input.roleId) ? [] : [{ path: 'role_id', message: 'Please select role for user' }]),
      ...(clinics.has(input.clinicId) ? [] : [{ path: 'clinic_id', message: 'Please select clinic for user' }]),
    ];
    if (errors.length) throw badRequest(errors[0]!.message, errors);
    const role = roles.get(input.roleId)!;
    if (!principal.isSuperAdmin && (role.slug === 'super-admin' || member.is_super_admin)) {
      throw forbidden(role.slug === 'super-admin' ? SUPER_ADMIN_ONLY : SUPER_ADMIN_TARGET);
    }
    if (role.id !== member.role_id) {
      // Giving a role follows roles/grants.ts; one's own role is changed only by someone else.
      if (member.id === principal.userId) throw forbidden(CANNOT_CHANGE_OWN_ROLE);
      const given = await rolesWithPermissions(tx, [role.id]);
      assertMayGive(await loadGrantor(tx, principal), [given.get(role.id)!]);
    }
    if (member.is_owner && role.id !== member.role_id) throw conflict(OWNER_ROLE_FIXED, [{ path: 'role_id', message: OWNER_ROLE_FIXED }]);

    await tx.query(
      `UPDATE auth.users SET first_name = $2, last_name = $3, contact_phone_number = $4, is_super_admin = $5 WHERE id = $1`,
      [member.id, input.firstName, input.lastName, input.phone, role.slug === 'super-admin'],
    );
    // The access token re-reads the role at the next refresh, so the new permissions apply then.
    await tx.query(`UPDATE auth.user_organizations SET role_id = $3 WHERE user_id = $1 AND organization_id = $2`, [
      member.id,
      principal.organizationId,
      role.id,
    ]);
    // One clinic per person in this organization, as the form has one clinic select.
    await tx.query(
      `DELETE FROM auth.user_clinics WHERE user_id = $1 AND clinic_id IN (SELECT id FROM auth.clinics WHERE organization_id = $2)`,
      [member.id, principal.organizationId],
    );
    await tx.query(`INSERT INTO auth.user_clinics (user_id, clinic_id) VALUES ($1, $2)`, [member.id, input.clinicId]);
    await recordAudit(tx, {
      actorUserId: principal.userId,
      organizationId: principal.organizationId,
      action: 'user.edit',
      targetType: 'user',
      targetId: member.id,
      detail: { role_id: role.id, previous_role_id: member.role_id, clinic_id: input.clinicId },
    });
    const { rows } = await listUsers(tx, principal, { ids: [member.id], limit: 1, page: 1 });
    return rows[0]!;
  });
}

/**
 * POST /user/{id}/re-invite/{orgCode}: a fresh link; every earlier invite link of the person stops
 * working. Within the e-mail limits per recipient and per sender (a refusal is a 429, nothing changes).
 */
export async function reinviteUser(deps: ServiceDeps, principal: Principal, userId: string, organizationCode: string) {
  requireAccess(principal, MANAGE_USERS);
  if (organizationCode !== principal.organizationCode) throw notFound();
  const issued = await answeringRefusals(() => deps.db.transaction(async (tx) => {
    const member = await memberOf(tx, principal, userId);
    if (member.has_password) throw conflict(NOT_INVITE_PENDING);
    await consumeAll(tx, mailChecks(deps.config, 'invite', { to: member.email, senderUserId: principal.userId }));
    await spendOpenLinks(tx, member.id, 'invite');
    const link = await issueLinkToken(tx, { kind: 'invite', userId: member.id, organizationId: principal.organizationId, createdBy: principal.userId });
    await recordAudit(tx, {
      actorUserId: principal.userId,
      organizationId: principal.organizationId,
      action: 'user.reinvite',
      targetType: 'user',
      targetId: member.id,
    });
    return { member, link };
  }));
  await sendInviteMail(deps, principal, organizationCode, { email: issued.member.email, firstName: issued.member.first_name, link: issued.link });
  return { message: 'The invitation has been sent again.' };
}

/**
 * PUT /user/{id}/force-reset-password: the person receives the usual reset e-mail, within the
 * e-mail limits per recipient and per sender (a refusal is a 429 and records nothing).
 */
export async function forceResetPassword(deps: ServiceDeps, principal: Principal, userId: string) {
  requireAccess(principal, MANAGE_USERS);
  const member = await memberOf(deps.db, principal, userId);
  if (!member.has_password || !member.is_active) throw conflict(NOT_RESETTABLE);
  await requestPasswordReset(deps, member.email, mailChecks(deps.config, 'password-reset', { to: member.email, senderUserId: principal.userId }));
  await recordAudit(deps.db, {
    actorUserId: principal.userId,
    organizationId: principal.organizationId,
    action: 'user.force_reset_password',
    targetType: 'user',
    targetId: member.id,
  });
  return { message: 'Password reset instructions have been sent.' };
}

/** PUT /user/{id}/force-activate-account: an inactive account becomes active (its e-mail counts as verified). */
export async function forceActivateUser(deps: ServiceDeps, principal: Principal, userId: string) {
  requireAccess(principal, ACTIVATE_USERS);
  return deps.db.transaction(async (tx) => {
    const member = await memberOf(tx, principal, userId);
    if (member.is_active) throw conflict(ALREADY_ACTIVE);
    await tx.query(`UPDATE auth.users SET is_active = true, email_verified_at = COALESCE(email_verified_at, now()) WHERE id = $1`, [member.id]);
    await recordAudit(tx, {
      actorUserId: principal.userId,
      organizationId: principal.organizationId,
      action: 'user.force_activate',
      targetType: 'user',
      targetId: member.id,
    });
    const { rows } = await listUsers(tx, principal, { ids: [member.id], limit: 1, page: 1 });
    return rows[0]!;
  });
}

/**
 * PATCH /users-organizations/user/remove: the membership is marked removed (history keeps the
 * person), their refresh tokens are revoked and every service refuses their access tokens (their
 * sessions are no longer in auth.active_sessions), and their open invite links to this
 * organization stop working.
 */
export async function removeUser(deps: ServiceDeps, principal: Principal, userId: string) {
  requireAccess(principal, MANAGE_USERS);
  const removed = await deps.db.transaction(async (tx) => {
    const member = await memberOf(tx, principal, userId);
    if (member.id === principal.userId) throw conflict(CANNOT_REMOVE_SELF);
    if (member.is_owner) throw conflict(CANNOT_REMOVE_OWNER);
    if (member.is_super_admin && !principal.isSuperAdmin) throw forbidden(SUPER_ADMIN_TARGET);
    await tx.query(`UPDATE auth.user_organizations SET removed_at = now() WHERE user_id = $1 AND organization_id = $2`, [
      member.id,
      principal.organizationId,
    ]);
    await tx.query(
      `UPDATE auth.link_tokens SET used_at = now() WHERE user_id = $1 AND organization_id = $2 AND kind = 'invite' AND used_at IS NULL`,
      [member.id, principal.organizationId],
    );
    await revokeAllForUser(tx, member.id);
    await recordAudit(tx, {
      actorUserId: principal.userId,
      organizationId: principal.organizationId,
      action: 'user.remove',
      targetType: 'user',
      targetId: member.id,
    });
    return { id: member.id, message: 'The user has been removed from the organization.' };
  });
  // Their access tokens stop at once here; other processes' caches forget within seconds.
  forgetCachedSessions(deps.db);
  return removed;
}
