// Whether the session an access token was issued for is still on: not signed out, not revoked,
// its holder not removed from the token's organization, not deleted and not disabled. Every
// service asks this through requirePrincipal (access-token.ts), so signing out or removing
// someone stops their access tokens everywhere instead of when the tokens expire.
//
// The answer comes from `auth.active_sessions`, the view the auth service publishes for exactly
// this (services/auth/migrations/005_active_sessions.sql): the other services read that view and
// nothing else of auth's schema. It costs one indexed lookup per token per cache period; answers
// are kept in process for `sessionCheckCacheSeconds` (5 s by default, 0 turns the cache off), so a
// revocation reaches a service of a split deployment within that time. The auth service clears
// the cache of its own process when it revokes sessions on sign-out, removal or a reused refresh
// token (forgetCachedSessions), so in the one-process mode (`pnpm start`) those apply to every
// service at once.
import type { Sql } from './database.ts';

/** The most answers kept per process; the oldest go first beyond it. */
const MAX_CACHED = 10_000;

export interface SessionKey {
  sessionId: string;
  userId: string;
  organizationId: string;
}

/** One indexed lookup: the session (refresh-token family) is live and its holder still a member. */
export async function sessionIsActive(sql: Sql, session: SessionKey): Promise<boolean> {
  if (![session.sessionId, session.userId, session.organizationId].every(isUuid)) return false;
  const rows = await sql.query(
    `SELECT 1 FROM auth.active_sessions WHERE session_id = $1 AND user_id = $2 AND organization_id = $3 LIMIT 1`,
    [session.sessionId, session.userId, session.organizationId],
  );
  return rows.length > 0;
}

export interface SessionCheck {
  isActive(session: SessionKey): Promise<boolean>;
}

interface CachedAnswer {
  active: boolean;
  until: number;
}

// One cache per database handle: the services of one process share their connection, so they
// share the answers too, and the auth service can clear them when it revokes a session.
const caches = new WeakMap<object, Map<string, CachedAnswer>>();

/** The shared, cached check over a database; `cacheSeconds` 0 asks the database every time. */
export function sessionCheckFor(sql: Sql, cacheSeconds: number): SessionCheck {
  let cache = caches.get(sql);
  if (!cache) caches.set(sql, (cache = new Map()));
  const answers = cache;
  const ttlMs = Math.max(0, cacheSeconds) * 1000;
  return {
    async isActive(session) {
      if (ttlMs === 0) return sessionIsActive(sql, session);
      const key = `${session.sessionId}|${session.userId}|${session.organizationId}`;
      const now = Date.now();
      const cached = answers.get(key);
      if (cached && cached.until > now) return cached.active;
      const active = await sessionIsActive(sql, session);
      answers.delete(key);
      if (answers.size >= MAX_CACHED) answers.delete(answers.keys().next().value!);
      answers.set(key, { active, until: now + ttlMs });
      return active;
    },
  };
}

/** Drops every cached answer of this process for the database: called after auth revokes sessions. */
export function forgetCachedSessions(sql: Sql): void {
  caches.get(sql)?.clear();
}

function isUuid(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
