// The auth service's check of a caller: a valid access token of a session that is still active
// and whose holder is still a member of the token's organization, neither deleted nor disabled.
// It is the check every service makes (requirePrincipal with session-check.ts, over the
// auth.active_sessions view this service publishes); the auth service clears the shared cache of
// answers when it revokes sessions on sign-out, removal or a reused refresh token, so here and
// in the one-process mode a revocation applies at once.
import type { MiddlewareHandler } from 'hono';
import { requirePrincipal, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { ServiceDeps } from '@vetchart/platform/service';

export function requireMember(deps: ServiceDeps): MiddlewareHandler<{ Variables: PrincipalVariables }> {
  return requirePrincipal(deps);
}
