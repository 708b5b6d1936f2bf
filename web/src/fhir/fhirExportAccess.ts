import type { Access } from '../auth/access';

/** FHIR exports are for client admins and super admins (the gateway and main refuse anyone else). */
export function canExportRecords(access: Access): boolean {
  return access.isSuperAdmin || access.isClientAdmin;
}
