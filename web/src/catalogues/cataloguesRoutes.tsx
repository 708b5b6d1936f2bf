// The knowledge base route: knowledge-base/:tab? under /d. The loader starts the queries of the
// tab in the path and the download of its panel's code side by side; no tab (or an unknown one)
// opens the first tab.
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { getSession } from '../auth/session';
import { preloadRouteQuery, type QueryArtifact } from '../relay/preloadRouteQuery';
import type { KnowledgeBaseLoaderData } from './KnowledgeBaseRoute';
import { TAB_PANEL_MODULES } from './knowledgeBasePanels';
import { FIRST_TAB, knowledgeBasePath } from './knowledgeBaseTabs';

/**
 * The queries each tab's panel reads: one list query, or a catalogue's list query and the query of
 * its form's choices (CatalogueTabRefs). Metrics live in this browser's storage: nothing to load.
 */
const TAB_QUERIES: Record<string, QueryArtifact[]> = {
  vaccine: [() => import('../__generated__/VaccinesTabQuery.graphql'), () => import('../__generated__/VaccinesTabOptionsQuery.graphql')],
  medications: [() => import('../__generated__/MedicationsTabQuery.graphql'), () => import('../__generated__/MedicationsTabOptionsQuery.graphql')],
  inventory: [() => import('../__generated__/InventoryTabQuery.graphql'), () => import('../__generated__/InventoryTabOptionsQuery.graphql')],
  diagnosis: [() => import('../__generated__/DiagnosisTabQuery.graphql'), () => import('../__generated__/DiagnosisTabOptionsQuery.graphql')],
  diagnostics: [() => import('../__generated__/DiagnosticsTabQuery.graphql'), () => import('../__generated__/DiagnosticsTabOptionsQuery.graphql')],
  services: [() => import('../__generated__/ServicesTabQuery.graphql'), () => import('../__generated__/ServicesTabOptionsQuery.graphql')],
  breeds: [() => import('../__generated__/BreedsTabQuery.graphql')],
  species: [() => import('../__generated__/SpeciesTabQuery.graphql')],
  gender: [() => import('../__generated__/GenderTabQuery.graphql')],
  metrics: [],
};

export async function knowledgeBaseLoader({ params }: LoaderFunctionArgs): Promise<KnowledgeBaseLoaderData | Response> {
  if (!getSession()) return redirect('/');
  const tab = params.tab;
  const queries = tab ? TAB_QUERIES[tab] : undefined;
  if (!tab || !queries) return redirect(knowledgeBasePath(FIRST_TAB));
  // The panel's code downloads while its queries are fetched; React.lazy picks the module up.
  void TAB_PANEL_MODULES[tab]!();
  const refs = await Promise.all(queries.map((artifact) => preloadRouteQuery(artifact, {}, 'store-and-network')));
  const queryRef = refs.length === 2 ? { list: refs[0], options: refs[1] } : (refs[0] ?? null);
  return { tab, queryRef };
}

export const cataloguesRoutes: RouteObject[] = [
  {
    path: 'knowledge-base/:tab?',
    loader: knowledgeBaseLoader,
    lazy: { Component: async () => (await import('./KnowledgeBaseRoute')).KnowledgeBaseRoute },
  },
];
