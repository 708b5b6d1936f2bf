// Sign-up: a clinic owner creates their organization, its first clinic and their own account
// (client admin, role Admin) in one transaction, then activates it from an e-mailed link.
// An e-mail that already has an account gets the same answer ('check your email'), creates
// nothing, and its owner is told by mail that someone tried, so sign-up cannot be used to find
// out who has an account.
import { enqueueJob } from '@vetchart/platform/jobs';
import { answeringRefusals, consumeAll, type LimitCheck } from '@vetchart/platform/rate-limit';
import { hashSecret, normalizeAnswer } from '@vetchart/platform/secrets';
import type { ServiceDeps } from '@vetchart/platform/service';
import type { SignUp } from '@vetchart/contracts/auth/account';
import { recordAudit } from '../audit/audit-log.ts';
import { issueLinkToken } from '../link-tokens/link-tokens.ts';
import {
  addMembership,
  builtInRole,
  insertClinic,
  insertOrganization,
  insertUser,
  saveSecurityAnswer,
  setOrganizationOwner,
} from './repository.ts';

export const EMAIL_TAKEN = 'An account with this email already exists.';
export const SIGNUP_SENT = 'Please check your email to activate your account.';

/** POST /auth/signup's body, as the contract reads it (@vetchart/contracts/auth/account). */
export type SignupInput = SignUp;

/** The same whether the e-mail was new or already had an account. */
export interface SignupResult {
  email: string;
  message: string;
}

export function verifyLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/verify/${token}`;
}

export const SIGN_UP_JOB = 'auth.sign-up';

/**
 * What the background half needs: the form without the password and answer, their hashes
 * instead. Queued jobs are JSON in the database, so their keys stay as they were (snake_case).
 */
interface SignUpJob {
  organization: string;
  address: SignupInput['address'];
  clinics: SignupInput['clinics'];
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  plan_code: string;
  question: string;
  password_hash: string;
  answer_hash: string;
}

/**
 * The request: hashes the secrets, counts its `limits` (platform/mail-limits.ts; a refusal is a
 * 429 and changes nothing) and queues the job, the same work and answer whether or not the
 * e-mail has an account; createSignedUpAccount does the rest in the background.
 */
export async function signUp(deps: ServiceDeps, input: SignupInput, limits: LimitCheck[]): Promise<SignupResult> {
  // argon2 is slow by design; hashing before the transaction keeps it short.
  const [passwordHash, answerHash] = await Promise.all([
    hashSecret(input.password),
    hashSecret(normalizeAnswer(input.questionAnswers.answer)),
  ]);
  const job: SignUpJob = {
    organization: input.organization,
    address: input.address,
    clinics: input.clinics,
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    phone: input.phone,
    plan_code: input.planCode,
    question: input.questionAnswers.question,
    password_hash: passwordHash,
    answer_hash: answerHash,
  };
  await answeringRefusals(() =>
    deps.db.transaction(async (tx) => {
      await consumeAll(tx, limits);
      await enqueueJob(tx, SIGN_UP_JOB, job);
    }),
  );
  return { email: input.email, message: SIGNUP_SENT };
}

/** The background half: the organization, clinic and owner with an activation mail, or the owner's warning. */
export async function createSignedUpAccount(deps: ServiceDeps, input: SignUpJob): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [existing] = await tx.query<{ id: string; first_name: string | null }>(
      `SELECT id, first_name FROM auth.users WHERE lower(email) = lower($1)`,
      [input.email],
    );
    if (existing) {
      await deps.mailer.send(signupAttemptMail(deps, input.email, existing.first_name), tx);
      return;
    }
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
      passwordHash: input.password_hash,
      verified: false,
    });
    const admin = await builtInRole(tx, 'admin');
    await addMembership(tx, { userId: user.id, organizationId: organization.id, roleId: admin.id, isClientAdmin: true, clinicIds: [clinic.id] });
    await setOrganizationOwner(tx, organization.id, user.id);
    await saveSecurityAnswer(tx, user.id, input.question, input.answer_hash);
    const link = await issueLinkToken(tx, { kind: 'verify', userId: user.id });
    await recordAudit(tx, {
      actorUserId: user.id,
      organizationId: organization.id,
      action: 'organization.signup',
      targetType: 'organization',
      targetId: organization.id,
      detail: { plan_code: input.plan_code, clinic_id: clinic.id },
    });
    // Queued in the transaction: a rolled-back sign-up sends no working-looking link.
    await deps.mailer.send(
      {
        to: input.email,
        subject: 'Activate your account',
        text: [
          `Hello ${input.first_name},`,
          '',
          `Your clinic ${input.organization} has been created. Activate your account within 48 hours by opening this link:`,
          verifyLinkUrl(deps.config.publicUrl, link.token),
          '',
          'If you did not sign up, you can ignore this e-mail.',
        ].join('\n'),
      },
      tx,
    );
  });
}

function signupAttemptMail(deps: ServiceDeps, email: string, firstName: string | null) {
  return {
    to: email,
    subject: 'Someone tried to sign up with your e-mail address',
    text: [
      firstName ? `Hello ${firstName},` : 'Hello,',
      '',
      'Someone tried to create a new clinic with this e-mail address, which already has an account. No new account was created.',
      '',
      `If it was you, sign in here: ${deps.config.publicUrl}/`,
      `If you forgot your password, you can reset it here: ${deps.config.publicUrl}/forgot-password`,
      '',
      'If it was not you, you can ignore this e-mail: your account has not changed.',
    ].join('\n'),
  };
}
