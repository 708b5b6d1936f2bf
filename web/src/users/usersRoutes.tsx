import type { RouteObject } from 'react-router';
import type { UsersPageQuery } from '../__generated__/UsersPageQuery.graphql';
import { accessOf } from '../auth/access';
import { getSession } from '../auth/session';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { canManageUsers } from './userAccess';
import type { UsersLoaderData } from './UsersPage';

export async function usersLoader(): Promise<UsersLoaderData> {
  // Someone without access is not sent to the server for data it would refuse.
  if (!canManageUsers(accessOf(getSession()?.viewer))) return { queryRef: null };
  return { queryRef: await preloadRouteQuery<UsersPageQuery>(() => import('../__generated__/UsersPageQuery.graphql'), {}, 'network-only') };
}

export const usersRoutes: RouteObject[] = [{ path: 'users', loader: usersLoader, lazy: { Component: async () => (await import('./UsersPage')).UsersPage } }];
