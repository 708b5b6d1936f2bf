// Signing in with e-mail and password. Every refusal that could reveal whether an account
// exists (unknown address, wrong password, removed or disabled account) is the same 401, and
// the throttle counts the e-mail as typed, so it answers the same for unknown addresses too.
import { HttpError, unauthorized } from '@vetchart/platform/http';
import { hashSecret, verifySecret } from '@vetchart/platform/secrets';
import type { ServiceDeps } from '@vetchart/platform/service';
import { recordAudit } from '../audit/audit-log.ts';
import { loadSession, type SessionView } from './session.ts';
import { beginSignIn, throttled } from './throttle.ts';
import { issueTokens, type IssuedTokens } from './tokens.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password.';

// Verifying against a real hash when there is no account keeps an unknown address about as slow
// as a known one, so response time does not tell which addresses have accounts.
let dummyHash: Promise<string> | undefined;
const timingDecoy = () => (dummyHash ??= hashSecret('not a real password, only for timing'));

/** `address` is where the attempt came from (platform/client-address.ts). */
export async function login(deps: ServiceDeps, email: string, password: string, address: string): Promise<IssuedTokens & SessionView> {
  // Refused before the password is checked, so guessing learns nothing while paused.
  const attempt = await beginSignIn(deps.db, deps.config, email, address);
  if (attempt instanceof HttpError) throw attempt;
  const failed = () => (attempt.pauseIfFailed ? throttled(attempt.pauseIfFailed) : unauthorized(INVALID_CREDENTIALS));

  const [user] = await deps.db.query<{ id: string; password_hash: string | null; email_verified_at: Date | null }>(
    `SELECT id, password_hash, email_verified_at FROM auth.users WHERE lower(email) = lower($1) AND deleted_at IS NULL`,
    [email],
  );
  if (!user) {
    await verifySecret(await timingDecoy(), password);
    throw failed();
  }
  const matches = await verifySecret(user.password_hash ?? (await timingDecoy()), password);
  if (!matches || !user.password_hash) throw failed();
  if (!user.email_verified_at) {
    await attempt.succeeded(deps.db);
    throw new HttpError(403, 'Please verify your email before signing in.');
  }

  return deps.db.transaction(async (tx) => {
    const session = await loadSession(tx, user.id);
    if (!session) throw failed();
    await attempt.succeeded(tx);
    const tokens = await issueTokens(tx, deps, session);
    await recordAudit(tx, {
      actorUserId: user.id,
      organizationId: session.principal.organizationId,
      action: 'session.login',
      targetType: 'user',
      targetId: user.id,
    });
    return { ...tokens, ...session.view };
  });
}
