// Who may manage integrations (spec 000 section 6): only the roles Super Admin or Admin, that is
// a super admin, a client admin, or someone whose role is named Super Admin or Admin. The gateway
// declares the same rule with scope-auth; the service checks it again.
import type { Principal } from '@vetchart/platform/access-token';
import { forbidden } from '@vetchart/platform/http';

const ADMIN_ROLE_NAMES = new Set(['super admin', 'admin']);

export function isIntegrationAdmin(principal: Principal): boolean {
  return principal.isSuperAdmin || principal.isClientAdmin || ADMIN_ROLE_NAMES.has(principal.roleName.trim().toLowerCase());
}

export function assertIntegrationAdmin(principal: Principal): void {
  if (!isIntegrationAdmin(principal)) throw forbidden();
}

/** The caller's active clinic; integrations belong to a clinic, never to a clinic the client names. */
export function activeClinic(principal: Principal): { id: string; code: string } {
  if (!principal.clinicId || !principal.clinicCode) throw forbidden('You are not assigned to a clinic.');
  return { id: principal.clinicId, code: principal.clinicCode };
}
