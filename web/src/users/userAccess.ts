import type { Access } from '../auth/access';

/** Holds Invite User, Disable User or Edit User Details, or is an admin (spec section 6). */
export function canManageUsers(access: Access): boolean {
  return access.isSuperAdmin || access.isClientAdmin || access.canAny('Invite User', 'Disable User', 'Edit User Details');
}
