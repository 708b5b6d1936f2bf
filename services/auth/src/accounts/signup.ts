// Sign-up: a clinic owner creates their organization, its first clinic and their own account
// (client admin, role Admin) in one transaction, then activates it from an e-mailed link.
import { conflict } from '@vetchart/platform/http';
import { hashSecret, normalizeAnswer } from '@vetchart/platform/secrets';
import type { ServiceDeps } from '@vetchart/platform/service';
import { z } from 'zod';
import { recordAudit } from '../audit/audit-log.ts';
import { issueLinkToken } from '../link-tokens/link-tokens.ts';
import { emailField, optionalText, passwordField, phoneField, requiredText, securityAnswerFields } from './fields.ts';
import {
  addMembership,
  builtInRole,
  emailTaken,
  insertClinic,
  insertOrganization,
  insertUser,
  saveSecurityAnswer,
  setOrganizationOwner,
} from './repository.ts';

export const EMAIL_TAKEN = 'An account with this email already exists.';

export const signupBody = z.object({
  organization: requiredText('Please enter organization name'),
  address: z.object(
    {
      address1: requiredText('Please enter address', 100),
      address2: optionalText(80),
      city: requiredText('Please enter city', 100),
      state: requiredText('Please enter state', 100),
      zip: requiredText('Please enter zip', 20),
      // Sign-up is offered in the US only (spec section 9).
      country: z.literal('US', { error: 'Sign-up is available in the US only.' }).default('US'),
    },
    { error: 'Please enter address' },
  ),
  clinics: z
    .array(z.object({ name: requiredText('Please enter clinic name') }), { error: 'Please enter clinic name' })
    .length(1, { error: 'Sign-up creates exactly one clinic.' }),
  first_name: requiredText('Please input your first name', 100),
  last_name: requiredText('Please input your last name', 100),
  email: emailField('Please input your email'),
  phone: phoneField('Please input your phone number'),
  password: passwordField(),
  question_answers: securityAnswerFields(),
  // Billing owns the plan list; the gateway checks the code exists before calling here.
  plan_code: requiredText('Please select a plan', 50),
});

export type SignupInput = z.infer<typeof signupBody>;

export interface SignupResult {
  user_code: string;
  email: string;
  organization_code: string;
  clinic_code: string;
}

export function verifyLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/verify/${token}`;
}

export async function signUp(deps: ServiceDeps, input: SignupInput): Promise<SignupResult> {
  // argon2 is slow by design; hashing before the transaction keeps it short.
  const [passwordHash, answerHash] = await Promise.all([
    hashSecret(input.password),
    hashSecret(normalizeAnswer(input.question_answers.answer)),
  ]);

  const created = await deps.db.transaction(async (tx) => {
    if ((await emailTaken(tx, [input.email])).length) throw conflict(EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
    const organization = await insertOrganization(tx, { name: input.organization, address: input.address, planCode: input.plan_code });
    // The owner is the clinic's first contact until hospital settings say otherwise.
    const clinic = await insertClinic(tx, {
      organizationId: organization.id,
      name: input.clinics[0]!.name,
      address: input.address,
      email: input.email,
      phone: input.phone,
      contactName: `${input.first_name} ${input.last_name}`,
    });
    const user = await insertUser(tx, {
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone,
      passwordHash,
      verified: false,
    });
    const admin = await builtInRole(tx, 'admin');
    await addMembership(tx, { userId: user.id, organizationId: organization.id, roleId: admin.id, isClientAdmin: true, clinicIds: [clinic.id] });
    await setOrganizationOwner(tx, organization.id, user.id);
    await saveSecurityAnswer(tx, user.id, input.question_answers.question, answerHash);
    const link = await issueLinkToken(tx, { kind: 'verify', userId: user.id });
    await recordAudit(tx, {
      actorUserId: user.id,
      organizationId: organization.id,
      action: 'organization.signup',
      targetType: 'organization',
      targetId: organization.id,
      detail: { plan_code: input.plan_code, clinic_id: clinic.id },
    });
    return { organization, clinic, user, link };
  });

  // Mail goes out only after the commit: a rolled-back sign-up must not send a working-looking link.
  await deps.mailer.send({
    to: input.email,
    subject: 'Activate your account',
    text: [
      `Hello ${input.first_name},`,
      '',
      `Your clinic ${input.organization} has been created. Activate your account within 48 hours by opening this link:`,
      verifyLinkUrl(deps.config.publicUrl, created.link.token),
      '',
      'If you did not sign up, you can ignore this e-mail.',
    ].join('\n'),
  });

  return {
    user_code: created.user.user_code,
    email: input.email,
    organization_code: created.organization.organization_code,
    clinic_code: created.clinic.clinic_code,
  };
}
