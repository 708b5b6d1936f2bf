// Access tokens (short-lived JWTs) and rotating refresh tokens. A refresh token is a random
// secret stored only as its SHA-256; each use spends it and issues the next one in the same
// family. Tabs of one browser share the token and may spend it at once, so for
// SPENT_TOKEN_GRACE_SECONDS a spent token is answered with the pair it was rotated into; after
// that, presenting it means it was copied, and the whole family is revoked.
import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { unauthorized } from '@vetchart/platform/http';
import { randomToken, sha256 } from '@vetchart/platform/secrets';
import { forgetCachedSessions } from '@vetchart/platform/session-check';
import type { ServiceDeps } from '@vetchart/platform/service';
import { loadSession, type LoadedSession } from './session.ts';
import { openSuccessor, sealSuccessor } from './successor-seal.ts';

export const INVALID_REFRESH_TOKEN = 'Invalid refresh token.';

/** Long enough for every tab's refresh of one expiry (and a slow retry) to land on the same pair. */
export const SPENT_TOKEN_GRACE_SECONDS = 60;

export interface IssuedTokens {
  token: string;
  refresh_token: string;
  token_expires_at: string;
}

/**
 * Signs an access token for the session and stores the next refresh token of the family. The
 * family is the session: the access token names it (`sid`), and services accept the token only
 * while the family is live (auth.active_sessions).
 */
export async function issueTokens(sql: Sql, deps: ServiceDeps, session: LoadedSession, familyId: string = randomUUID()): Promise<IssuedTokens> {
  if (!deps.keys.privateKey) throw new Error('the auth service needs the private signing key (JWT_PRIVATE_KEY)');
  const access = await signAccessToken(
    deps.keys.privateKey,
    { ...session.principal, sessionId: familyId },
    deps.config.accessTokenTtlSeconds,
  );
  const refreshToken = randomToken();
  await sql.query(
    `INSERT INTO auth.refresh_tokens (family_id, user_id, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [familyId, session.principal.userId, sha256(refreshToken), deps.config.refreshTokenTtlSeconds],
  );
  return { token: access.token, refresh_token: refreshToken, token_expires_at: access.expiresAt.toISOString() };
}

type Rotation = { ok: true; tokens: IssuedTokens } | { ok: false };

/**
 * Spends a refresh token and issues the next one, with the user's current role and permissions.
 * A refused token throws only after the transaction commits, so a reuse's family revocation sticks.
 */
export async function rotateRefreshToken(deps: ServiceDeps, presented: string): Promise<IssuedTokens> {
  const result = await deps.db.transaction<Rotation>(async (tx) => {
    const [row] = await tx.query<{
      id: string;
      family_id: string;
      user_id: string;
      used_at: Date | null;
      revoked_at: Date | null;
      expired: boolean;
      in_grace: boolean;
      successor_sealed: string | null;
    }>(
      `SELECT id, family_id, user_id, used_at, revoked_at, expires_at <= now() AS expired,
              used_at > now() - make_interval(secs => $2) AS in_grace, successor_sealed
         FROM auth.refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
      [sha256(presented), SPENT_TOKEN_GRACE_SECONDS],
    );
    if (!row || row.revoked_at || row.expired) return { ok: false };
    if (row.used_at) {
      const successor = row.in_grace && row.successor_sealed ? openSuccessor(presented, row.successor_sealed) : null;
      if (successor && (await isLive(tx, successor.refresh_token))) return { ok: true, tokens: successor };
      await revokeFamily(tx, row.family_id);
      return { ok: false };
    }
    const session = await loadSession(tx, row.user_id);
    if (!session) {
      // Deactivated or removed since signing in: the session ends here.
      await tx.query(`UPDATE auth.refresh_tokens SET used_at = now() WHERE id = $1`, [row.id]);
      await revokeFamily(tx, row.family_id);
      return { ok: false };
    }
    const tokens = await issueTokens(tx, deps, session, row.family_id);
    await tx.query(`UPDATE auth.refresh_tokens SET used_at = now(), successor_sealed = $2 WHERE id = $1`, [row.id, sealSuccessor(presented, tokens)]);
    return { ok: true, tokens };
  });
  if (!result.ok) {
    // A reuse or a departed holder may just have revoked a family: its access tokens stop now.
    forgetCachedSessions(deps.db);
    throw unauthorized(INVALID_REFRESH_TOKEN);
  }
  return result.tokens;
}

async function isLive(sql: Sql, refreshToken: string): Promise<boolean> {
  const [row] = await sql.query<{ live: boolean }>(
    `SELECT revoked_at IS NULL AND expires_at > now() AS live FROM auth.refresh_tokens WHERE token_hash = $1`,
    [sha256(refreshToken)],
  );
  return row?.live === true;
}

export async function revokeFamily(sql: Sql, familyId: string): Promise<void> {
  await sql.query(`UPDATE auth.refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL`, [familyId]);
}

/**
 * Sign-out: ends the family the token belongs to, whatever state the token is in. The family is
 * the access token's session (`sid`), so its access tokens stop working too.
 */
export async function revokeFamilyOf(sql: Sql, presented: string): Promise<void> {
  await sql.query(
    `UPDATE auth.refresh_tokens SET revoked_at = now()
      WHERE revoked_at IS NULL AND family_id IN (SELECT family_id FROM auth.refresh_tokens WHERE token_hash = $1)`,
    [sha256(presented)],
  );
}

/** After a password change every session the person had, on every device, ends. */
export async function revokeAllForUser(sql: Sql, userId: string): Promise<void> {
  await sql.query(`UPDATE auth.refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
}
