// The Veterinary PIN (spec 002 sections 2.8 'Lock', 4 "Visit lock", 5 'PIN', 9 'PIN is 4
// characters'): a veterinarian sets it once and changes it with their password; locking a visit
// asks for it. The PIN never leaves this service: a right PIN answers a one-minute proof signed
// with the auth key for that user and visit (platform/visit-lock-proof.ts), which the main service
// needs to lock the visit. Wrong PINs are throttled per account (5 in 15 minutes, then a pause),
// since 4 characters are quickly guessed otherwise.
import type { Hono } from 'hono';
import { requireAccess, type PrincipalVariables } from '@vetchart/platform/access-token';
import { badRequest, conflict, HttpError, readBody } from '@vetchart/platform/http';
import { limitKey, resetLimits, takeLimits, waitText, type LimitCheck } from '@vetchart/platform/rate-limit';
import { hashSecret, verifySecret } from '@vetchart/platform/secrets';
import type { ServiceDeps } from '@vetchart/platform/service';
import { signVisitLockProof } from '@vetchart/platform/visit-lock-proof';
import { recordAudit } from '../audit/audit-log.ts';
import { requireMember } from '../sessions/require-member.ts';
import { lockProofWire, veterinaryPinSetWire } from '@vetchart/contracts/auth/veterinary-pin';

/** Setting a PIN and locking with it need the seeded 'Lock Visit Note' (veterinarians, admins). */
export const LOCK_VISIT = 'Lock Visit Note';
export const WRONG_PIN = 'The Veterinary PIN is not correct.';
export const NO_PIN = 'You have not set a Veterinary PIN yet. Set one under Settings, Veterinary PIN, before locking a visit.';
export const PASSWORD_NEEDED = 'Enter your password to change your Veterinary PIN.';
export const WRONG_PASSWORD = 'The password is not correct.';

const HOUR = 60 * 60;

function pinChecks(userId: string): LimitCheck[] {
  return [
    {
      key: limitKey('veterinary-pin', userId),
      policy: { points: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60, growth: 2, maxBlockSeconds: 24 * HOUR },
      message: (seconds) => `Too many wrong PINs. Please try again in ${waitText(seconds)}.`,
    },
  ];
}

export function registerVeterinaryPinRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  const auth = requireMember(deps);

  app.get('/me/veterinary-pin', auth, async (c) => {
    const [row] = await deps.db.query<{ updated_at: Date }>(`SELECT updated_at FROM auth.veterinary_pins WHERE user_id = $1`, [c.var.principal.userId]);
    return c.json({ data: { is_set: Boolean(row), updated_at: row ? new Date(row.updated_at).toISOString() : null } });
  });

  app.put('/me/veterinary-pin', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [LOCK_VISIT] });
    const body = await readBody(c, veterinaryPinSetWire);
    const [existing] = await deps.db.query<{ user_id: string }>(`SELECT user_id FROM auth.veterinary_pins WHERE user_id = $1`, [principal.userId]);
    if (existing) {
      if (!body.password) throw badRequest(PASSWORD_NEEDED, [{ path: 'password', message: PASSWORD_NEEDED }]);
      const [user] = await deps.db.query<{ password_hash: string | null }>(`SELECT password_hash FROM auth.users WHERE id = $1`, [principal.userId]);
      if (!user?.password_hash || !(await verifySecret(user.password_hash, body.password))) {
        throw badRequest(WRONG_PASSWORD, [{ path: 'password', message: WRONG_PASSWORD }]);
      }
    }
    // argon2 is slow by design; hashing before the transaction keeps it short.
    const pinHash = await hashSecret(body.pin);
    const saved = await deps.db.transaction(async (tx) => {
      const [row] = await tx.query<{ updated_at: Date; created: boolean }>(
        `INSERT INTO auth.veterinary_pins (user_id, pin_hash) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET pin_hash = EXCLUDED.pin_hash, updated_at = clock_timestamp()
         RETURNING updated_at, (xmax = 0) AS created`,
        [principal.userId, pinHash],
      );
      await recordAudit(tx, {
        actorUserId: principal.userId,
        organizationId: principal.organizationId,
        action: existing ? 'veterinary_pin.changed' : 'veterinary_pin.set',
        targetType: 'user',
        targetId: principal.userId,
        detail: { fields: ['pin'] },
      });
      return row!;
    });
    // A new PIN starts with a clean slate of attempts.
    await resetLimits(deps.db, limitKey('veterinary-pin', principal.userId));
    return c.json({ data: { is_set: true, updated_at: new Date(saved.updated_at).toISOString() } }, existing ? 200 : 201);
  });

  app.post('/me/veterinary-pin/lock-proof', auth, async (c) => {
    const principal = c.var.principal;
    requireAccess(principal, { anyPermission: [LOCK_VISIT] });
    const body = await readBody(c, lockProofWire);
    const [row] = await deps.db.query<{ pin_hash: string }>(`SELECT pin_hash FROM auth.veterinary_pins WHERE user_id = $1`, [principal.userId]);
    if (!row) throw conflict(NO_PIN);
    const checks = pinChecks(principal.userId);
    const taken = await takeLimits(deps.db, checks);
    if (taken.refused) throw taken.refused.toHttpError();
    if (!(await verifySecret(row.pin_hash, body.pin))) throw new HttpError(400, WRONG_PIN, [{ path: 'pin', message: WRONG_PIN }]);
    await resetLimits(deps.db, checks[0]!.key);
    if (!deps.keys.privateKey) throw new HttpError(503, 'This service cannot sign a lock proof.');
    return c.json({ data: { lock_proof: await signVisitLockProof(deps.keys.privateKey, principal.userId, body.visitId) } });
  });
}
