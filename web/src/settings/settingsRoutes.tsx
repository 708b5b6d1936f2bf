import type { RouteObject } from 'react-router';
import type { HospitalSettingsPageQuery } from '../__generated__/HospitalSettingsPageQuery.graphql';
import type { SettingsPageQuery } from '../__generated__/SettingsPageQuery.graphql';
import { accessOf } from '../auth/access';
import { getSession } from '../auth/session';
import { canEditHospitalSettings } from '../clinic/clinicAccess';
import type { HospitalSettingsLoaderData } from '../clinic/HospitalSettingsPage';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import type { SettingsLoaderData } from './SettingsPage';

export async function settingsLoader(): Promise<SettingsLoaderData> {
  return { queryRef: await preloadRouteQuery<SettingsPageQuery>(() => import('../__generated__/SettingsPageQuery.graphql'), {}, 'store-and-network') };
}

export async function hospitalSettingsLoader(): Promise<HospitalSettingsLoaderData> {
  if (!canEditHospitalSettings(accessOf(getSession()?.viewer))) return { queryRef: null };
  // Always read fresh: someone else may have changed the hospital since this page was last open.
  return { queryRef: await preloadRouteQuery<HospitalSettingsPageQuery>(() => import('../__generated__/HospitalSettingsPageQuery.graphql'), {}, 'network-only') };
}

export const settingsRoutes: RouteObject[] = [
  { path: 'settings', loader: settingsLoader, lazy: { Component: async () => (await import('./SettingsPage')).SettingsPage } },
  { path: 'hospital-setting', loader: hospitalSettingsLoader, lazy: { Component: async () => (await import('../clinic/HospitalSettingsPage')).HospitalSettingsPage } },
];
