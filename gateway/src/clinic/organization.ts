import type { OrganizationRecord } from './clinic-wire.ts';
import { builder } from '../builder.ts';
import { loadViewer } from '../auth/viewer-cache.ts';

export const OrganizationType = builder.node(builder.objectRef<OrganizationRecord>('Organization'), {
  id: { resolve: (organization) => organization.id },
  loadMany: async (ids, context) => {
    if (!context.principal) return ids.map(() => null);
    const viewer = await loadViewer(context);
    return ids.map((id) => (viewer.organization.id === id ? viewer.organization : null));
  },
  fields: (t) => ({
    name: t.exposeString('name'),
    organizationCode: t.exposeString('organizationCode'),
  }),
});
