import { Navigate, type RouteObject } from 'react-router';
import { settingsRoutes } from '../settings/settingsRoutes';
import { integrationsRoutes } from '../integrations/integrationsRoutes';
import { rolesRoutes } from '../roles/rolesRoutes';
import { cataloguesRoutes } from '../catalogues/cataloguesRoutes';
import { petsRoutes } from '../pets/petsRoutes';
import { petProfileRoutes } from '../pet-profile/petProfileRoutes';
import { RouteErrorPage } from '../ui/RouteErrorPage';
import { NotFoundContent } from '../ui/NotFoundPage';
import { usersRoutes } from '../users/usersRoutes';
import { WelcomePage } from '../welcome/WelcomePage';
import { DashboardLayout, dashboardLoader } from './DashboardLayout';
import { PlaceholderPage } from './PlaceholderPage';

// Areas of spec section 2 whose features come later: each shows its title only.
const PLANNED_AREAS = [
  'clinics',
  'pets',
  'embedding',
  'requests',
  'payments',
  'soap-templates',
  'soap-canvas-editor',
  'SOAPCanvas',
  'template-builder',
];

export const dashboardRoutes: RouteObject[] = [
  {
    path: '/d',
    loader: dashboardLoader,
    // The viewer query is loaded once per visit to the dashboard, not on every navigation in it.
    shouldRevalidate: () => false,
    element: <DashboardLayout />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate to="/d/welcome" replace /> },
          { path: 'welcome', element: <WelcomePage /> },
          ...settingsRoutes,
          ...integrationsRoutes,
          ...rolesRoutes,
          ...usersRoutes,
          ...cataloguesRoutes,
          ...petsRoutes,
          ...petProfileRoutes,
          ...PLANNED_AREAS.map((path) => ({ path, element: <PlaceholderPage /> })),
          { path: '*', element: <NotFoundContent /> },
        ],
      },
    ],
  },
];
