// /d/template-builder (spec 003 section 2.5): the chat that turns text or a document into a SOAP
// template. In edit mode (?edit=true&templateCode=…&name=…&description=…) the loader starts the
// query of the clinic's templates, of which the builder edits the one with that code.
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { TemplateBuilderPageQuery } from '../__generated__/TemplateBuilderPageQuery.graphql';
import { getSession } from '../auth/session';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { builderModeOf, type TemplateBuilderLoaderData } from './builderMode';

export async function templateBuilderLoader({ request }: LoaderFunctionArgs): Promise<TemplateBuilderLoaderData | Response> {
  if (!getSession()) return redirect('/');
  const mode = builderModeOf(new URL(request.url).searchParams);
  if (mode.kind !== 'edit') return { mode, queryRef: null };
  return { mode, queryRef: await preloadRouteQuery<TemplateBuilderPageQuery>(() => import('../__generated__/TemplateBuilderPageQuery.graphql'), {}, 'network-only') };
}

/** Children of the /d dashboard route. */
export const templateBuilderRoutes: RouteObject[] = [
  { path: 'template-builder', loader: templateBuilderLoader, lazy: { Component: async () => (await import('./TemplateBuilderPage')).TemplateBuilderPage } },
];
