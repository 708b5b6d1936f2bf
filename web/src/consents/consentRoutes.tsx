// /d/consent-forms: the clinic's consent forms (clinic settings, admins; docs/consents.md).
import type { RouteObject } from 'react-router';
import type { ConsentFormsPageQuery } from '../__generated__/ConsentFormsPageQuery.graphql';
import { accessOf } from '../auth/access';
import { getSession } from '../auth/session';
import { canEditHospitalSettings } from '../clinic/clinicAccess';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import type { ConsentFormsLoaderData } from './ConsentFormsPage';

export async function consentFormsLoader(): Promise<ConsentFormsLoaderData> {
  if (!canEditHospitalSettings(accessOf(getSession()?.viewer))) return { queryRef: null };
  return { queryRef: await preloadRouteQuery<ConsentFormsPageQuery>(() => import('../__generated__/ConsentFormsPageQuery.graphql'), {}, 'store-and-network') };
}

export const consentRoutes: RouteObject[] = [
  { path: 'consent-forms', loader: consentFormsLoader, lazy: { Component: async () => (await import('./ConsentFormsPage')).ConsentFormsPage }, handle: { title: 'Consent Forms' } },
];
