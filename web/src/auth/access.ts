// What the signed-in person may do, from the session's viewer (spec section 6). The UI hides
// what is not allowed; the gateway and the services refuse it anyway.
import { useSession, type SessionViewer } from './session';

export interface Access {
  isSuperAdmin: boolean;
  isClientAdmin: boolean;
  roleName: string;
  /** Holds the named permission (case-insensitive: the spec writes both 'Invite User' and 'Invite user'). */
  can: (permission: string) => boolean;
  canAny: (...permissions: string[]) => boolean;
}

export function accessOf(viewer: SessionViewer | null | undefined): Access {
  const held = new Set((viewer?.permissions ?? []).map((permission) => permission.name.toLowerCase()));
  const isSuperAdmin = viewer?.user.isSuperAdmin === true;
  const can = (permission: string) => isSuperAdmin || held.has(permission.toLowerCase());
  return {
    isSuperAdmin,
    isClientAdmin: viewer?.user.isClientAdmin === true,
    roleName: viewer?.role.name ?? '',
    can,
    canAny: (...permissions) => permissions.some(can),
  };
}

export function useAccess(): Access {
  return accessOf(useSession()?.viewer);
}
