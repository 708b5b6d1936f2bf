// Who may open Integrations and connect or disconnect apps (spec 000 section 6): only the roles
// Super Admin or Admin — a super admin, a client admin, or a role named Super Admin or Admin.
// The thirdparty service checks the same rule again (services/thirdparty/src/integrations/access.ts).
import type { Principal } from '@vetchart/platform/access-token';
import type { GatewayContext } from '../context.ts';

const ADMIN_ROLE_NAMES = new Set(['super admin', 'admin']);

export function isIntegrationAdmin(principal: Principal | null): boolean {
  if (!principal) return false;
  return principal.isSuperAdmin || principal.isClientAdmin || ADMIN_ROLE_NAMES.has(principal.roleName.trim().toLowerCase());
}

/** The scope-auth rule of every integrations field (a role name is not a scope of its own). */
export const integrationAdminScope = (_parent: unknown, _args: unknown, context: GatewayContext) => isIntegrationAdmin(context.principal);
