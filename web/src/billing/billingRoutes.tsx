import type { RouteObject } from 'react-router';
import type { SubscriptionPlansPageQuery } from '../__generated__/SubscriptionPlansPageQuery.graphql';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { withRelay } from '../relay/relayLayoutRoute';
import type { SubscriptionPlansLoaderData } from './SubscriptionPlansPage';

export async function subscriptionPlansLoader(): Promise<SubscriptionPlansLoaderData> {
  return { queryRef: await preloadRouteQuery<SubscriptionPlansPageQuery>(() => import('../__generated__/SubscriptionPlansPageQuery.graphql'), {}) };
}

export const billingRoutes: RouteObject[] = [
  withRelay([
    {
      path: '/subscription-plans',
      loader: subscriptionPlansLoader,
      lazy: { Component: async () => (await import('./SubscriptionPlansPage')).SubscriptionPlansPage },
      handle: { title: 'Subscription Plans' },
    },
  ]),
  { path: '/billing/success', lazy: { Component: async () => (await import('./BillingSuccessPage')).BillingSuccessPage }, handle: { title: 'Subscription Confirmed' } },
];
