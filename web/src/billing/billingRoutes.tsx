import type { RouteObject } from 'react-router';
import { BillingSuccessPage } from './BillingSuccessPage';
import { SubscriptionPlansPage, subscriptionPlansLoader } from './SubscriptionPlansPage';

export const billingRoutes: RouteObject[] = [
  { path: '/subscription-plans', loader: subscriptionPlansLoader, element: <SubscriptionPlansPage />, handle: { title: 'Subscription Plans' } },
  { path: '/billing/success', element: <BillingSuccessPage />, handle: { title: 'Subscription Confirmed' } },
];
