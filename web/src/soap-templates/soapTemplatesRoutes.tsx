// /d/soap-templates, 'Templates' in the sidebar (spec 003 section 2.4). The loader starts the
// Public Templates query while the screen's code downloads.
import { redirect, type RouteObject } from 'react-router';
import type { SoapTemplatesPageQuery } from '../__generated__/SoapTemplatesPageQuery.graphql';
import { getSession } from '../auth/session';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import type { SoapTemplatesLoaderData } from './SoapTemplatesPage';

export async function soapTemplatesLoader(): Promise<SoapTemplatesLoaderData | Response> {
  if (!getSession()) return redirect('/');
  return { queryRef: await preloadRouteQuery<SoapTemplatesPageQuery>(() => import('../__generated__/SoapTemplatesPageQuery.graphql'), { status: 'ACTIVE', search: null }, 'store-and-network') };
}

/** Children of the /d dashboard route. */
export const soapTemplatesRoutes: RouteObject[] = [
  { path: 'soap-templates', loader: soapTemplatesLoader, lazy: { Component: async () => (await import('./SoapTemplatesPage')).SoapTemplatesPage } },
];
