// Who may open Hospital Settings: Super Admin or the organization's admin.
import type { Access } from '../auth/access';

export const canEditHospitalSettings = (access: Pick<Access, 'isSuperAdmin' | 'isClientAdmin'>) => access.isSuperAdmin || access.isClientAdmin;
