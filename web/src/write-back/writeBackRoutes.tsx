// The clinic's write-back page, /d/write-back ('Write-back' in the sidebar). The loader starts the
// first page's query (every state, with the counts) while the screen's code downloads.
import { redirect, type RouteObject } from 'react-router';
import type { WriteBackPageQuery } from '../__generated__/WriteBackPageQuery.graphql';
import { getSession } from '../auth/session';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import type { WriteBackLoaderData } from './WriteBackPage';
import { WRITE_BACK_PAGE_SIZE } from './writeBackPaging';

export async function writeBackLoader(): Promise<WriteBackLoaderData | Response> {
  if (!getSession()) return redirect('/');
  // Always read fresh: write-backs move in the background.
  return { queryRef: await preloadRouteQuery<WriteBackPageQuery>(() => import('../__generated__/WriteBackPageQuery.graphql'), { first: WRITE_BACK_PAGE_SIZE }, 'network-only') };
}

/** A child of /d. */
export const writeBackRoutes: RouteObject[] = [{ path: 'write-back', loader: writeBackLoader, lazy: { Component: async () => (await import('./WriteBackPage')).WriteBackPage } }];
