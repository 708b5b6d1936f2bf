import type { PermissionRecord } from '../clients/auth.ts';
import { builder } from '../builder.ts';
import { loadViewer } from '../auth/viewer-cache.ts';

export const PermissionType = builder.node(builder.objectRef<PermissionRecord>('Permission'), {
  id: { resolve: (permission) => permission.id },
  loadMany: async (ids, context) => {
    if (!context.principal) return ids.map(() => null);
    const viewer = await loadViewer(context);
    return ids.map((id) => viewer.permissions.find((permission) => permission.id === id) ?? null);
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    module: t.exposeString('module'),
  }),
});
