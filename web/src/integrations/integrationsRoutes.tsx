import type { RouteObject } from 'react-router';
import { IntegrationsPage, integrationsLoader } from './IntegrationsPage';

/** Children of the /d dashboard route. */
export const integrationsRoutes: RouteObject[] = [{ path: 'integrations', loader: integrationsLoader, element: <IntegrationsPage /> }];
