import { createBrowserRouter } from 'react-router';
import { authRoutes } from './auth/authRoutes';
import { onSessionEnded } from './auth/session';
import { billingRoutes } from './billing/billingRoutes';
import { consentLinkRoutes } from './consents/consentLinkRoutes';
import { documentRoutes } from './documents/documentRoutes';
import { dashboardRoutes } from './layout/dashboardRoutes';
import { legalRoutes } from './legal/legalRoutes';
import { withRelay } from './relay/relayLayoutRoute';
import { subjectiveFormRoutes } from './subjective-form/subjectiveFormRoutes';
import { treatmentPlanRoutes } from './treatment-plans/treatmentPlanEstimateRoutes';
import { NotFoundPage } from './ui/NotFoundPage';
import { RootRoute } from './ui/RootRoute';
import { RouteErrorPage } from './ui/RouteErrorPage';

export const router = createBrowserRouter([
  {
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    children: [
      ...authRoutes,
      ...billingRoutes,
      ...legalRoutes,
      ...treatmentPlanRoutes,
      ...consentLinkRoutes,
      ...subjectiveFormRoutes,
      ...documentRoutes,
      withRelay(dashboardRoutes),
      { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } },
    ],
  },
]);

// A session the server refused to renew ends here: back to sign-in.
onSessionEnded(() => {
  void router.navigate('/', { replace: true });
});
