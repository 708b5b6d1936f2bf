import type { RouteObject } from 'react-router';
import type { PaymentsPageQuery } from '../__generated__/PaymentsPageQuery.graphql';
import { accessOf } from '../auth/access';
import { getSession } from '../auth/session';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { canManageSubscription } from './paymentsAccess';
import type { PaymentsLoaderData } from './PaymentsPage';

export async function paymentsLoader(): Promise<PaymentsLoaderData> {
  // Someone without access is not sent to the server for data it would refuse.
  if (!canManageSubscription(accessOf(getSession()?.viewer))) return { queryRef: null };
  return { queryRef: await preloadRouteQuery<PaymentsPageQuery>(() => import('../__generated__/PaymentsPageQuery.graphql'), {}, 'network-only') };
}

export const paymentsRoutes: RouteObject[] = [{ path: 'payments', loader: paymentsLoader, lazy: { Component: async () => (await import('./PaymentsPage')).PaymentsPage } }];
