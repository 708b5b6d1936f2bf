import type { RouteObject } from 'react-router';
import type { IntegrationsPageQuery } from '../__generated__/IntegrationsPageQuery.graphql';
import { accessOf } from '../auth/access';
import { getSession } from '../auth/session';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { canManageIntegrations } from './integrationAccess';
import type { IntegrationsLoaderData } from './IntegrationsPage';

const APPS_PER_PAGE = 50;

export async function integrationsLoader(): Promise<IntegrationsLoaderData> {
  if (!canManageIntegrations(accessOf(getSession()?.viewer))) return { queryRef: null };
  return {
    queryRef: await preloadRouteQuery<IntegrationsPageQuery>(() => import('../__generated__/IntegrationsPageQuery.graphql'), { first: APPS_PER_PAGE }, 'store-and-network'),
  };
}

/** Children of the /d dashboard route. */
export const integrationsRoutes: RouteObject[] = [
  { path: 'integrations', loader: integrationsLoader, lazy: { Component: async () => (await import('./IntegrationsPage')).IntegrationsPage } },
];
