// Activation from the e-mailed link: the first use verifies the address and activates the account.
import { HttpError } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { recordAudit } from '../audit/audit-log.ts';
import { findUsableLink, spendLink } from '../link-tokens/link-tokens.ts';

export const VERIFY_LINK_INVALID = 'This verification link is invalid or has expired.';

export async function verifyEmail(deps: ServiceDeps, token: string): Promise<{ message: string }> {
  const verified = await deps.db.transaction(async (tx) => {
    const link = await findUsableLink(tx, { kind: 'verify', token, lock: true });
    if (!link) return false;
    const [user] = await tx.query<{ id: string }>(
      `UPDATE auth.users SET email_verified_at = COALESCE(email_verified_at, now()), is_active = true
        WHERE id = $1 AND deleted_at IS NULL RETURNING id`,
      [link.user_id],
    );
    if (!user) return false;
    await spendLink(tx, link.id);
    await recordAudit(tx, { actorUserId: user.id, organizationId: null, action: 'user.verify_email', targetType: 'user', targetId: user.id });
    return true;
  });
  if (!verified) throw new HttpError(410, VERIFY_LINK_INVALID);
  return { message: 'Your email has been successfully verified.' };
}
