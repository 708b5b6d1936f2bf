import type { ViewerRecord } from './viewer-wire.ts';
import { builder } from '../builder.ts';
import { ClinicType } from '../clinic/clinic.ts';
import { OrganizationType } from '../clinic/organization.ts';
import { PermissionType } from '../users-roles/permission.ts';
import { RoleType } from '../users-roles/role.ts';
import { UserType } from '../users-roles/user.ts';
import { loadViewer } from './viewer-cache.ts';

const PlanSubscriptionType = builder.objectRef<{ planCode: string | null }>('PlanSubscription').implement({
  fields: (t) => ({ planCode: t.exposeString('planCode', { nullable: true }) }),
});

export const ViewerType = builder.objectRef<ViewerRecord>('Viewer').implement({
  description: 'The signed-in person: who they are, what they may do, and where.',
  fields: (t) => ({
    user: t.field({ type: UserType, resolve: (viewer) => viewer.user }),
    role: t.field({ type: RoleType, resolve: (viewer) => viewer.role }),
    permissions: t.field({ type: [PermissionType], resolve: (viewer) => viewer.permissions }),
    clinics: t.field({
      type: [ClinicType],
      description: 'The clinics the user works in; the first is the active one.',
      resolve: (viewer) => viewer.clinics,
    }),
    organization: t.field({ type: OrganizationType, resolve: (viewer) => viewer.organization }),
    subscription: t.field({ type: PlanSubscriptionType, nullable: true, resolve: (viewer) => viewer.subscription }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: ViewerType,
    nullable: true,
    description: 'The signed-in person. Needs a valid access token.',
    authScopes: { authenticated: true },
    resolve: (_root, _args, context) => loadViewer(context),
  }),
);
