import type { RoleRecord } from '../clients/auth.ts';
import { builder } from '../builder.ts';
import { loadViewer } from '../auth/viewer-cache.ts';

// Until role management arrives, a role is reachable by id only when it is the caller's own.
export const RoleType = builder.node(builder.objectRef<RoleRecord>('Role'), {
  id: { resolve: (role) => role.id },
  loadMany: async (ids, context) => {
    if (!context.principal) return ids.map(() => null);
    const viewer = await loadViewer(context);
    return ids.map((id) => (viewer.role.id === id ? viewer.role : null));
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    slug: t.exposeString('slug', { nullable: true }),
  }),
});
