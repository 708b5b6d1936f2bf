import type { RouteObject } from 'react-router';
import type { FhirExportPageQuery } from '../__generated__/FhirExportPageQuery.graphql';
import { accessOf } from '../auth/access';
import { getSession } from '../auth/session';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { canExportRecords } from './fhirExportAccess';
import type { FhirExportLoaderData } from './FhirExportPage';

export async function fhirExportLoader(): Promise<FhirExportLoaderData> {
  // Someone without access is not sent to the server for data it would refuse.
  if (!canExportRecords(accessOf(getSession()?.viewer))) return { queryRef: null };
  // Always read fresh: an export may have finished since the page was last open.
  return { queryRef: await preloadRouteQuery<FhirExportPageQuery>(() => import('../__generated__/FhirExportPageQuery.graphql'), {}, 'network-only') };
}

/** A child of /d: the admin's FHIR export screen, opened from the Settings card. */
export const fhirExportRoutes: RouteObject[] = [
  { path: 'settings/fhir-export', loader: fhirExportLoader, lazy: { Component: async () => (await import('./FhirExportPage')).FhirExportPage } },
];
