// Forgotten passwords: an e-mailed link (1 hour, single use) plus the security question chosen
// at sign-up. Both are needed, so a stolen mailbox alone does not give the account away.
import { badRequest, notFound } from '@vetchart/platform/http';
import { enqueueJob } from '@vetchart/platform/jobs';
import { answeringRefusals, consume, consumeAll, limitKey, resetLimits, tooManyRequests, waitText, type LimitCheck } from '@vetchart/platform/rate-limit';
import { hashSecret, normalizeAnswer, verifySecret } from '@vetchart/platform/secrets';
import type { ServiceDeps } from '@vetchart/platform/service';
import { RESET_LINK_INVALID, type ResetPassword } from '@vetchart/contracts/auth/password-reset';
import { recordAudit } from '../audit/audit-log.ts';
import { findUsableLink, issueLinkToken, spendLink, spendOpenLinks } from '../link-tokens/link-tokens.ts';
import { forgetSignInFailures } from '../sessions/throttle.ts';
import { revokeAllForUser } from '../sessions/tokens.ts';

export const RESET_SENT = 'If an account exists for this email, reset instructions have been sent.';
export const WRONG_ANSWER = 'The answer to the security question is incorrect.';


export function resetLinkUrl(publicUrl: string, user: { id: string; user_code: string }, token: string): string {
  return `${publicUrl}/set-password/${user.id}?user_code=${encodeURIComponent(user.user_code)}&reset_id=${encodeURIComponent(token)}`;
}

export const PASSWORD_RESET_JOB = 'auth.password-reset';

/**
 * Always the same answer in the same time, so the form cannot be used to find out who has an
 * account: the request only counts its `limits` (platform/mail-limits.ts; a refusal is a 429
 * and sends nothing) and queues the job; sendPasswordReset does the rest in the background.
 */
export async function requestPasswordReset(deps: ServiceDeps, email: string, limits: LimitCheck[]): Promise<{ message: string }> {
  await answeringRefusals(() =>
    deps.db.transaction(async (tx) => {
      await consumeAll(tx, limits);
      await enqueueJob(tx, PASSWORD_RESET_JOB, { email });
    }),
  );
  return { message: RESET_SENT };
}

/** The background half of a reset request: a link and its mail when the account exists. */
export async function sendPasswordReset(deps: ServiceDeps, { email }: { email: string }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: string; user_code: string; first_name: string | null; email: string }>(
      `SELECT id, user_code, first_name, email FROM auth.users
        WHERE lower(email) = lower($1) AND deleted_at IS NULL AND is_active AND email_verified_at IS NOT NULL`,
      [email],
    );
    if (!user) return;
    await spendOpenLinks(tx, user.id, 'reset');
    const link = await issueLinkToken(tx, { kind: 'reset', userId: user.id });
    await recordAudit(tx, { actorUserId: null, organizationId: null, action: 'user.password_reset_requested', targetType: 'user', targetId: user.id });
    await deps.mailer.send(
      {
        to: user.email,
        subject: 'Reset your password',
        text: [
          user.first_name ? `Hello ${user.first_name},` : 'Hello,',
          '',
          'Someone asked to reset the password of your account. Open this link within one hour to choose a new one:',
          resetLinkUrl(deps.config.publicUrl, user, link.token),
          '',
          'If it was not you, ignore this e-mail: your password stays as it is.',
        ].join('\n'),
      },
      tx,
    );
  });
}

async function resetLinkFor(sql: Parameters<typeof findUsableLink>[0], userCode: string, token: string, lock = false) {
  const link = await findUsableLink(sql, { kind: 'reset', token, lock });
  if (!link) return null;
  const [user] = await sql.query<{ id: string; email: string; question: string | null; answer_hash: string | null }>(
    `SELECT u.id, u.email, s.question, s.answer_hash
       FROM auth.users u LEFT JOIN auth.security_answers s ON s.user_id = u.id
      WHERE u.id = $1 AND u.user_code = $2 AND u.deleted_at IS NULL`,
    [link.user_id, userCode],
  );
  // A link for another person's user code opens nothing, as if it did not exist.
  if (!user?.question || !user.answer_hash) return null;
  return { link, user: { id: user.id, email: user.email, question: user.question, answerHash: user.answer_hash } };
}

export async function securityQuestion(deps: ServiceDeps, userCode: string, resetId: string): Promise<{ question: string }> {
  if (userCode.length > 50 || resetId.length > 200) throw notFound(RESET_LINK_INVALID);
  const found = await resetLinkFor(deps.db, userCode, resetId);
  if (!found) throw notFound(RESET_LINK_INVALID);
  return { question: found.user.question };
}

/**
 * Wrong answers are counted per account across all its links (a new link does not start the
 * count again): loginMaxFailures of them pause resets of the account for 15 minutes, and each
 * further wrong answer after a pause doubles it, up to a day. The answer is checked only after
 * its hit is taken, so concurrent guesses cannot pass the limit.
 */
function securityAnswerCheck(deps: ServiceDeps, userId: string): LimitCheck {
  return {
    key: limitKey('security-answer', userId),
    policy: { points: deps.config.loginMaxFailures, windowSeconds: 7 * 24 * 60 * 60, blockSeconds: 15 * 60, growth: 2, maxBlockSeconds: 24 * 60 * 60 },
  };
}

export const tooManyWrongAnswers = (seconds: number) =>
  tooManyRequests(`Too many wrong answers to the security question. Please try again in ${waitText(seconds)}.`, seconds);

export async function resetPassword(deps: ServiceDeps, input: ResetPassword): Promise<{ message: string }> {
  const found = await resetLinkFor(deps.db, input.userCode, input.resetId);
  if (!found) throw notFound(RESET_LINK_INVALID);

  const answerCheck = securityAnswerCheck(deps, found.user.id);
  const hit = await consume(deps.db, answerCheck);
  if (!hit.allowed) throw tooManyWrongAnswers(hit.retryAfterSeconds);
  const correct =
    input.questionAnswer.question === found.user.question &&
    (await verifySecret(found.user.answerHash, normalizeAnswer(input.questionAnswer.answer)));
  if (!correct) {
    // The link stays usable for a typo, but not for guessing: as many wrong answers as a sign-in
    // may fail (config.loginMaxFailures) spend it.
    await deps.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE auth.link_tokens
            SET failed_attempts = failed_attempts + 1,
                used_at = CASE WHEN failed_attempts + 1 >= $2 THEN now() ELSE used_at END
          WHERE id = $1`,
        [found.link.id, deps.config.loginMaxFailures],
      );
    });
    throw badRequest(WRONG_ANSWER, [{ path: 'question_answer.answer', message: WRONG_ANSWER }]);
  }
  await resetLimits(deps.db, answerCheck.key);

  const passwordHash = await hashSecret(input.newPassword);
  const done = await deps.db.transaction(async (tx) => {
    // Checked again under a row lock: two submissions of one link must not both succeed.
    const locked = await resetLinkFor(tx, input.userCode, input.resetId, true);
    if (!locked || locked.link.id !== found.link.id) return false;
    await tx.query(`UPDATE auth.users SET password_hash = $2 WHERE id = $1`, [found.user.id, passwordHash]);
    await spendLink(tx, found.link.id);
    await revokeAllForUser(tx, found.user.id);
    await forgetSignInFailures(tx, found.user.email);
    await recordAudit(tx, { actorUserId: found.user.id, organizationId: null, action: 'user.password_reset', targetType: 'user', targetId: found.user.id });
    return true;
  });
  if (!done) throw notFound(RESET_LINK_INVALID);
  return { message: 'Your password has been reset. Please sign in with your new password.' };
}
