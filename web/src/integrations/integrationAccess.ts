// Who may open Integrations (spec 000 section 6): only the roles Super Admin or Admin. The UI
// only hides; the gateway and the thirdparty service refuse everyone else anyway.
import type { Access } from '../auth/access';

const ADMIN_ROLE_NAMES = new Set(['super admin', 'admin']);

export function canManageIntegrations(access: Access): boolean {
  return access.isSuperAdmin || access.isClientAdmin || ADMIN_ROLE_NAMES.has(access.roleName.trim().toLowerCase());
}
