// The orphaned results route, /d/requests ('Lab Requests' in the sidebar; spec 001 section 2.8). The
// loader starts the query of the default range (the last 30 days) while the screen's code downloads.
import { redirect, type RouteObject } from 'react-router';
import type { LabRequestsPageQuery } from '../__generated__/LabRequestsPageQuery.graphql';
import { getSession } from '../auth/session';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { defaultRange, PAGE_SIZE } from './orphanedResults';
import type { LabRequestsLoaderData } from './LabRequestsPage';

export async function labRequestsLoader(): Promise<LabRequestsLoaderData | Response> {
  if (!getSession()) return redirect('/');
  const range = defaultRange();
  return { range, queryRef: await preloadRouteQuery<LabRequestsPageQuery>(() => import('../__generated__/LabRequestsPageQuery.graphql'), { ...range, first: PAGE_SIZE }, 'store-and-network') };
}

/** Children of the /d dashboard route. */
export const labRequestsRoutes: RouteObject[] = [
  { path: 'requests', loader: labRequestsLoader, lazy: { Component: async () => (await import('./LabRequestsPage')).LabRequestsPage } },
];
