// Invitations: an administrator adds people to their organization, each gets an e-mailed link
// (7 days, single use) to choose a name, password, security question and licences.
import type { Principal } from '@vetchart/platform/access-token';
import { badRequest, conflict, forbidden, notFound, parseInput, type FieldError } from '@vetchart/platform/http';
import { hashSecret, normalizeAnswer } from '@vetchart/platform/secrets';
import type { ServiceDeps } from '@vetchart/platform/service';
import type { Sql } from '@vetchart/platform/database';
import { INVITE_INVALID, MAX_INVITE_ID_LENGTH, MAX_INVITE_TOKEN_LENGTH, inviteCompletionWire, inviteLinkWire, licenseFieldsOf } from '@vetchart/contracts/auth/account';
import { userInviteWire, type UserInvite } from '@vetchart/contracts/users/user';
import { snakeCase } from '@vetchart/contracts/wire';
import {
  addMembership,
  assignableRoles,
  emailTaken,
  insertUser,
  organizationClinics,
  saveSecurityAnswer,
  type RoleRow,
} from '../accounts/repository.ts';
import { EMAIL_TAKEN } from '../accounts/signup.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { assertMayGive, loadGrantor, rolesWithPermissions } from '../roles/grants.ts';
import { findUsableLink, issueLinkToken, spendLink } from '../link-tokens/link-tokens.ts';

/** Who invites: the caller's claims (the demo data invites as the owner, outside any session). */
type Inviter = Omit<Principal, 'sessionId'>;

/** POST /invite's body: the user contract's (packages/contracts/src/users/user.ts). */
export const inviteBody = userInviteWire;

export type InviteInput = UserInvite;

export function inviteLinkUrl(publicUrl: string, token: string, organizationCode: string, inviteId: string): string {
  return `${publicUrl}/invite/${encodeURIComponent(token)}?code=${encodeURIComponent(organizationCode)}&id=${encodeURIComponent(inviteId)}`;
}

/**
 * Only the caller's own organization: another organization's code is "not found", never a way
 * in. The spec writes the permission both 'Invite User' and 'Invite user'.
 */
export function assertCanInvite(principal: Inviter, organizationCode: string): void {
  if (organizationCode !== principal.organizationCode) throw notFound();
  const permitted =
    principal.isSuperAdmin || principal.isClientAdmin || principal.permissions.some((name) => name.toLowerCase() === 'invite user');
  if (!permitted) throw forbidden();
}

export async function inviteUsers(
  deps: ServiceDeps,
  principal: Inviter,
  organizationCode: string,
  input: InviteInput,
): Promise<{ invited: { id: string; email: string }[] }> {
  assertCanInvite(principal, organizationCode);

  const invited = await deps.db.transaction(async (tx) => {
    const roles = await checkRows(tx, principal, input);
    const created: { id: string; email: string; firstName: string; link: { id: string; token: string } }[] = [];
    for (const row of input.users) {
      const role = roles.get(row.roleId)!;
      const user = await insertUser(tx, {
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        phone: row.phone,
        passwordHash: null,
        verified: false,
        isSuperAdmin: role.slug === 'super-admin',
      });
      await addMembership(tx, {
        userId: user.id,
        organizationId: principal.organizationId,
        roleId: role.id,
        isClientAdmin: false,
        clinicIds: [row.clinicId],
      });
      const link = await issueLinkToken(tx, { kind: 'invite', userId: user.id, organizationId: principal.organizationId, createdBy: principal.userId });
      await recordAudit(tx, {
        actorUserId: principal.userId,
        organizationId: principal.organizationId,
        action: 'user.invite',
        targetType: 'user',
        targetId: user.id,
        detail: { role_id: role.id, clinic_id: row.clinicId },
      });
      created.push({ id: user.id, email: row.email, firstName: row.firstName, link });
    }
    return created;
  });

  // After the commit, so nobody receives a link to an invitation that was rolled back.
  for (const person of invited) await sendInviteMail(deps, principal, organizationCode, person);
  return { invited: invited.map(({ id, email }) => ({ id, email })) };
}

/** The invitation e-mail; re-invites (users/) send the same one with a fresh link. */
export async function sendInviteMail(
  deps: ServiceDeps,
  principal: Inviter,
  organizationCode: string,
  person: { email: string; firstName: string | null; link: { id: string; token: string } },
): Promise<void> {
  await deps.mailer.send({
    to: person.email,
    subject: 'You have been invited',
    text: [
      person.firstName ? `Hello ${person.firstName},` : 'Hello,',
      '',
      `${principal.fullName} has invited you to join their clinic. Complete your registration within 7 days here:`,
      inviteLinkUrl(deps.config.publicUrl, person.link.token, organizationCode, person.link.id),
    ].join('\n'),
  });
}

/** Every row is checked before anything is written, so one bad row invites nobody. Returns the rows' roles. */
async function checkRows(sql: Sql, principal: Inviter, input: InviteInput): Promise<Map<string, RoleRow>> {
  const errors: FieldError[] = [];
  const roles = await assignableRoles(sql, principal.organizationId, input.users.map((row) => row.roleId));
  const clinics = await organizationClinics(sql, principal.organizationId, input.users.map((row) => row.clinicId));
  const seen = new Set<string>();
  input.users.forEach((row, index) => {
    const role = roles.get(row.roleId);
    if (!role) errors.push({ path: `users.${index}.role_id`, message: 'Please select role for user' });
    if (!clinics.has(row.clinicId)) errors.push({ path: `users.${index}.clinic_id`, message: 'Please select clinic for user' });
    if (seen.has(row.email)) errors.push({ path: `users.${index}.email`, message: 'This email appears more than once.' });
    seen.add(row.email);
  });
  if (errors.length) throw badRequest(errors[0]!.message, errors);

  // Nobody hands out more than they hold (roles/grants.ts): checked before anything else is said
  // about the rows, so a refused inviter learns nothing about which addresses have accounts.
  const given = await rolesWithPermissions(sql, [...roles.keys()]);
  assertMayGive(await loadGrantor(sql, principal), input.users.map((row) => given.get(row.roleId)!));
  const taken = new Set(await emailTaken(sql, input.users.map((row) => row.email)));
  const takenErrors = input.users.flatMap((row, index) => (taken.has(row.email) ? [{ path: `users.${index}.email`, message: EMAIL_TAKEN }] : []));
  if (takenErrors.length) throw conflict(EMAIL_TAKEN, takenErrors);
  return roles;
}

interface OpenInvite {
  linkId: string;
  userId: string;
  organizationId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: { name: string; slug: string };
}

/** The invitation a link opens: its token, id and organization code must all agree. */
async function openInvite(sql: Sql, organizationCode: string, id: string, token: string, lock = false): Promise<OpenInvite | null> {
  const link = await findUsableLink(sql, { kind: 'invite', token, id, lock });
  if (!link?.organization_id) return null;
  const [row] = await sql.query<{
    email: string;
    first_name: string | null;
    last_name: string | null;
    contact_phone_number: string | null;
    role_name: string;
    role_slug: string;
  }>(
    `SELECT u.email, u.first_name, u.last_name, u.contact_phone_number, r.name AS role_name, r.slug AS role_slug
       FROM auth.users u
       JOIN auth.user_organizations m ON m.user_id = u.id AND m.organization_id = $2 AND m.removed_at IS NULL
       JOIN auth.organizations o ON o.id = m.organization_id
       JOIN auth.roles r ON r.id = m.role_id
      WHERE u.id = $1 AND u.deleted_at IS NULL AND o.organization_code = $3`,
    [link.user_id, link.organization_id, organizationCode],
  );
  if (!row) return null;
  return {
    linkId: link.id,
    userId: link.user_id,
    organizationId: link.organization_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.contact_phone_number,
    role: { name: row.role_name, slug: row.role_slug },
  };
}

export async function inviteDetails(deps: ServiceDeps, organizationCode: string, id: string, token: string) {
  if (id.length > MAX_INVITE_ID_LENGTH || token.length > MAX_INVITE_TOKEN_LENGTH) throw notFound(INVITE_INVALID);
  const invite = await openInvite(deps.db, organizationCode, id, token);
  if (!invite) throw notFound(INVITE_INVALID);
  return {
    email: invite.email,
    first_name: invite.firstName,
    last_name: invite.lastName,
    contact_phone_number: invite.phone,
    role: invite.role,
  };
}

export async function completeInvite(deps: ServiceDeps, organizationCode: string, raw: unknown): Promise<{ message: string }> {
  const link = parseInput(inviteLinkWire, raw);
  const invite = await openInvite(deps.db, organizationCode, link.id, link.token);
  if (!invite) throw notFound(INVITE_INVALID);
  // The licence rules are the stored invitation's role's.
  const input = parseInput(inviteCompletionWire(invite.role.slug), raw);

  // Stored under the form's JSON names (veterinarian_license, state, …).
  const licenses = Object.fromEntries(
    (licenseFieldsOf(invite.role.slug)?.fields ?? []).flatMap((name) => {
      const value = input[name];
      return value ? [[snakeCase(name), value]] : [];
    }),
  );
  const [passwordHash, answerHash] = await Promise.all([
    hashSecret(input.password),
    hashSecret(normalizeAnswer(input.questionAnswers.answer)),
  ]);

  const completed = await deps.db.transaction(async (tx) => {
    // Checked again under a row lock, so two submissions of one link cannot both succeed.
    const locked = await openInvite(tx, organizationCode, link.id, link.token, true);
    if (!locked) return false;
    await tx.query(
      `UPDATE auth.users
          SET first_name = $2, last_name = $3, password_hash = $4, licenses = $5::jsonb,
              email_verified_at = COALESCE(email_verified_at, now()), is_active = true
        WHERE id = $1`,
      [locked.userId, input.firstName, input.lastName, passwordHash, JSON.stringify(licenses)],
    );
    await saveSecurityAnswer(tx, locked.userId, input.questionAnswers.question, answerHash);
    await spendLink(tx, locked.linkId);
    await recordAudit(tx, {
      actorUserId: locked.userId,
      organizationId: locked.organizationId,
      action: 'user.invite_completed',
      targetType: 'user',
      targetId: locked.userId,
    });
    return true;
  });
  if (!completed) throw notFound(INVITE_INVALID);
  return { message: 'Your account has been created.' };
}
