import type { Access } from '../auth/access';

/** Payment history and cancelling are for the organization's client admins and super admins (PLAN-PAY). */
export const canManageSubscription = (access: Access) => access.isSuperAdmin || access.isClientAdmin;
