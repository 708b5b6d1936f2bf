import type { Access } from '../auth/access';

/** The audit log is for client admins and super admins (the gateway and main refuse anyone else). */
export function canReadAuditLog(access: Access): boolean {
  return access.isSuperAdmin || access.isClientAdmin;
}
