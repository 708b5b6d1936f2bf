// The signed-in dashboard under /d. Each screen is a chunk of its own (react-router's `lazy`); the
// loaders start their queries while the screens' code downloads.
import { Navigate, redirect, type RouteObject } from 'react-router';
import type { DashboardLayoutQuery } from '../__generated__/DashboardLayoutQuery.graphql';
import { getSession } from '../auth/session';
import { aiKnowledgeBaseRoutes } from '../ai/aiKnowledgeBaseRoutes';
import { paymentsRoutes } from '../billing/paymentsRoutes';
import { settingsRoutes } from '../settings/settingsRoutes';
import { consentRoutes } from '../consents/consentRoutes';
import { soapTemplatesRoutes } from '../soap-templates/soapTemplatesRoutes';
import { templateBuilderRoutes } from '../template-builder/templateBuilderRoutes';
import { integrationsRoutes } from '../integrations/integrationsRoutes';
import { labRequestsRoutes } from '../lab-requests/labRequestsRoutes';
import { rolesRoutes } from '../roles/rolesRoutes';
import { cataloguesRoutes } from '../catalogues/cataloguesRoutes';
import { petsRoutes } from '../pets/petsRoutes';
import { petProfileRoutes } from '../pet-profile/petProfileRoutes';
import { soapCanvasRoutes } from '../soap-canvas/soapCanvasRoutes';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { RouteErrorPage } from '../ui/RouteErrorPage';
import { NotFoundContent } from '../ui/NotFoundPage';
import { usersRoutes } from '../users/usersRoutes';
import { auditRoutes } from '../audit/auditRoutes';
import { writeBackRoutes } from '../write-back/writeBackRoutes';
import { fhirExportRoutes } from '../fhir/fhirExportRoutes';
import type { DashboardLoaderData } from './DashboardLayout';

// Areas of spec section 2 whose features come later: each shows its title only.
const PLANNED_AREAS = [
  'clinics',
  'pets',
];

export async function dashboardLoader(): Promise<DashboardLoaderData | Response> {
  if (!getSession()) return redirect('/');
  return { queryRef: await preloadRouteQuery<DashboardLayoutQuery>(() => import('../__generated__/DashboardLayoutQuery.graphql'), {}, 'store-and-network') };
}

const placeholderPage = { Component: async () => (await import('./PlaceholderPage')).PlaceholderPage };

export const dashboardRoutes: RouteObject[] = [
  {
    path: '/d',
    loader: dashboardLoader,
    // The viewer query is loaded once per visit to the dashboard, not on every navigation in it.
    shouldRevalidate: () => false,
    lazy: { Component: async () => (await import('./DashboardLayout')).DashboardLayout },
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate to="/d/welcome" replace /> },
          { path: 'welcome', lazy: { Component: async () => (await import('../welcome/WelcomePage')).WelcomePage } },
          ...settingsRoutes,
          ...fhirExportRoutes,
          ...consentRoutes,
          ...integrationsRoutes,
          ...rolesRoutes,
          ...usersRoutes,
          ...auditRoutes,
          ...cataloguesRoutes,
          ...aiKnowledgeBaseRoutes,
          ...petsRoutes,
          ...petProfileRoutes,
          ...soapCanvasRoutes,
          ...paymentsRoutes,
          ...labRequestsRoutes,
          ...writeBackRoutes,
          ...soapTemplatesRoutes,
          ...templateBuilderRoutes,
          ...PLANNED_AREAS.map((path) => ({ path, lazy: placeholderPage })),
          { path: '*', element: <NotFoundContent /> },
        ],
      },
    ],
  },
];
