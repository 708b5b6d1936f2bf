import type { RouteObject } from 'react-router';
import type { PermissionsPageQuery } from '../__generated__/PermissionsPageQuery.graphql';
import type { RolesPageQuery } from '../__generated__/RolesPageQuery.graphql';
import { accessOf } from '../auth/access';
import { getSession } from '../auth/session';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { PAGE_SIZE } from '../ui/table/useConnectionPages';
import type { PermissionsLoaderData } from './PermissionsPage';
import type { RolesLoaderData } from './RolesPage';

const managesRoles = () => {
  const access = accessOf(getSession()?.viewer);
  return access.isSuperAdmin || access.isClientAdmin;
};

export async function rolesLoader(): Promise<RolesLoaderData> {
  if (!managesRoles()) return { queryRef: null };
  return { queryRef: await preloadRouteQuery<RolesPageQuery>(() => import('../__generated__/RolesPageQuery.graphql'), { first: PAGE_SIZE }, 'store-and-network') };
}

export async function permissionsLoader(): Promise<PermissionsLoaderData> {
  if (!accessOf(getSession()?.viewer).isSuperAdmin) return { queryRef: null };
  return {
    queryRef: await preloadRouteQuery<PermissionsPageQuery>(() => import('../__generated__/PermissionsPageQuery.graphql'), { first: PAGE_SIZE }, 'store-and-network'),
  };
}

/** Children of /d: Manage Roles and Setup Permissions. */
export const rolesRoutes: RouteObject[] = [
  { path: 'roles', loader: rolesLoader, lazy: { Component: async () => (await import('./RolesPage')).RolesPage } },
  { path: 'permissions', loader: permissionsLoader, lazy: { Component: async () => (await import('./PermissionsPage')).PermissionsPage } },
];
