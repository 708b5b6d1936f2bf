// The permissions that guard pet and pet parent writes (spec 001 section 6), checked here again
// after the gateway's scope-auth. Parents are added in the Add New Pet flow, edited with the
// pet's details and deleted with the same right as a pet.
import { requireAccess } from '@vetchart/platform/access-token';
import type { MiddlewareHandler } from 'hono';
import type { PrincipalVariables } from '@vetchart/platform/access-token';

export const ADD_PET = 'Add new Pet';
export const EDIT_PET = 'Edit Pet Details';
export const DELETE_PET = 'Delete Pet';

/** Checked before the body is read: someone who may not write learns nothing from validation. */
export const requirePermission =
  (name: string): MiddlewareHandler<{ Variables: PrincipalVariables }> =>
  async (c, next) => {
    requireAccess(c.var.principal, { anyPermission: [name] });
    await next();
  };
