// The auth service's check of a caller: a valid access token whose holder is still a member of
// the token's organization. Removing someone from an organization ('Delete' on Manage Users)
// therefore ends their session in this service at once — administration, roles, /me — instead of
// when their 15-minute access token expires. It costs one primary-key lookup here and no extra
// call anywhere. The other services verify the token's signature only: memberships live in the
// auth schema, which they do not read, so there the token works until it expires (and the revoked
// refresh tokens stop it being renewed).
import type { MiddlewareHandler } from 'hono';
import { requirePrincipal, type PrincipalVariables } from '@vetchart/platform/access-token';
import { unauthorized } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';

export function requireMember(deps: ServiceDeps): MiddlewareHandler<{ Variables: PrincipalVariables }> {
  const verify = requirePrincipal(deps.keys.publicKey);
  return (c, next) =>
    verify(c, async () => {
      const { userId, organizationId } = c.var.principal;
      const rows = await deps.db.query(
        `SELECT 1 FROM auth.user_organizations m JOIN auth.users u ON u.id = m.user_id
          WHERE m.user_id = $1 AND m.organization_id = $2 AND m.removed_at IS NULL AND u.deleted_at IS NULL`,
        [userId, organizationId],
      );
      if (rows.length === 0) throw unauthorized('Invalid token.');
      await next();
    });
}
