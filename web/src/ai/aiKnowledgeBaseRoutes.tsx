import type { RouteObject } from 'react-router';
import type { AiKnowledgeBasePageQuery } from '../__generated__/AiKnowledgeBasePageQuery.graphql';
import { accessOf } from '../auth/access';
import { getSession } from '../auth/session';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import type { AiKnowledgeBaseLoaderData } from './AiKnowledgeBasePage';

export async function aiKnowledgeBaseLoader(): Promise<AiKnowledgeBaseLoaderData> {
  // Super admins only (spec 003 section 6): nobody else is sent to the server for what it refuses.
  if (!accessOf(getSession()?.viewer).isSuperAdmin) return { queryRef: null };
  return { queryRef: await preloadRouteQuery<AiKnowledgeBasePageQuery>(() => import('../__generated__/AiKnowledgeBasePageQuery.graphql'), {}, 'store-and-network') };
}

export const aiKnowledgeBaseRoutes: RouteObject[] = [
  { path: 'embedding', loader: aiKnowledgeBaseLoader, lazy: { Component: async () => (await import('./AiKnowledgeBasePage')).AiKnowledgeBasePage } },
];
