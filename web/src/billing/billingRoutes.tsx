// The plans page is public (before sign-in): its loader starts the plans query while the page's
// code downloads, and reads it without the Relay store, so the page loads none of Relay's code
// (relay/fetchNetworkQuery.ts; docs/architecture.md 'Web app loading').
import type { RouteObject } from 'react-router';
import type { SubscriptionPlansPageQuery } from '../__generated__/SubscriptionPlansPageQuery.graphql';
import { fetchNetworkQuery, forScreen } from '../relay/fetchNetworkQuery';
import type { SubscriptionPlansLoaderData } from './SubscriptionPlansPage';

export function subscriptionPlansLoader(): SubscriptionPlansLoaderData {
  return { plans: forScreen(fetchNetworkQuery<SubscriptionPlansPageQuery>(() => import('../__generated__/SubscriptionPlansPageQuery.graphql'), {})) };
}

export const billingRoutes: RouteObject[] = [
  {
    path: '/subscription-plans',
    loader: subscriptionPlansLoader,
    lazy: { Component: async () => (await import('./SubscriptionPlansPage')).SubscriptionPlansPage },
    handle: { title: 'Subscription Plans' },
  },
  { path: '/billing/success', lazy: { Component: async () => (await import('./BillingSuccessPage')).BillingSuccessPage }, handle: { title: 'Subscription Confirmed' } },
];
