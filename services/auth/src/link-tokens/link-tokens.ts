// E-mailed single-use links (verify, reset, invite): a 256-bit random token of which only the
// SHA-256 is stored, an expiry, and the moment it was spent.
import type { Sql } from '@vetchart/platform/database';
import { randomToken, sha256 } from '@vetchart/platform/secrets';
import { isUuid } from '../accounts/fields.ts';

export type LinkKind = 'verify' | 'reset' | 'invite';

export const LINK_LIFETIME_SECONDS: Record<LinkKind, number> = {
  verify: 48 * 60 * 60,
  reset: 60 * 60,
  invite: 7 * 24 * 60 * 60,
};

export interface IssuedLink {
  id: string;
  token: string;
}

export async function issueLinkToken(
  sql: Sql,
  link: { kind: LinkKind; userId: string; organizationId?: string | null; createdBy?: string | null },
): Promise<IssuedLink> {
  const token = randomToken();
  const [row] = await sql.query<{ id: string }>(
    `INSERT INTO auth.link_tokens (kind, user_id, organization_id, token_hash, expires_at, created_by)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), $6)
     RETURNING id`,
    [link.kind, link.userId, link.organizationId ?? null, sha256(token), LINK_LIFETIME_SECONDS[link.kind], link.createdBy ?? null],
  );
  return { id: row!.id, token };
}

export interface UsableLink {
  id: string;
  user_id: string;
  organization_id: string | null;
  failed_attempts: number;
}

/**
 * The link a token opens, if it is of the expected kind, unspent and unexpired. `id` pins the
 * lookup to one row (invite links carry it); `lock` holds the row until the transaction ends so
 * two requests cannot both spend it.
 */
export async function findUsableLink(
  sql: Sql,
  query: { kind: LinkKind; token: string; id?: string; lock?: boolean },
): Promise<UsableLink | null> {
  if (!query.token || (query.id !== undefined && !isUuid(query.id))) return null;
  const [row] = await sql.query<UsableLink>(
    `SELECT id, user_id, organization_id, failed_attempts
       FROM auth.link_tokens
      WHERE token_hash = $1 AND kind = $2 AND ($3::uuid IS NULL OR id = $3::uuid)
        AND used_at IS NULL AND expires_at > now()
      ${query.lock ? 'FOR UPDATE' : ''}`,
    [sha256(query.token), query.kind, query.id ?? null],
  );
  return row ?? null;
}

export async function spendLink(sql: Sql, id: string): Promise<void> {
  await sql.query(`UPDATE auth.link_tokens SET used_at = now() WHERE id = $1`, [id]);
}

/** A new link of a kind replaces the person's earlier ones, so only the newest e-mail works. */
export async function spendOpenLinks(sql: Sql, userId: string, kind: LinkKind): Promise<void> {
  await sql.query(`UPDATE auth.link_tokens SET used_at = now() WHERE user_id = $1 AND kind = $2 AND used_at IS NULL`, [userId, kind]);
}
