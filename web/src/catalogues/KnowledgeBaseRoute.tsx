// The screen of the knowledge base route (cataloguesRoutes.tsx): the page with the panel of the
// tab in the path. Each tab's panel is a chunk of its own; the route's loader starts both its
// download and the tab's queries.
import { lazy } from 'react';
import { useLoaderData } from 'react-router';
import { TAB_PANEL_MODULES } from './knowledgeBasePanels';
import { KnowledgeBasePage } from './KnowledgeBasePage';

/** What the route's loader (cataloguesRoutes.tsx) hands this screen. */
export interface KnowledgeBaseLoaderData {
  tab: string;
  queryRef: unknown;
}

const PANELS = Object.fromEntries(Object.entries(TAB_PANEL_MODULES).map(([tab, load]) => [tab, lazy(load)]));

export function KnowledgeBaseRoute() {
  const { tab, queryRef } = useLoaderData() as KnowledgeBaseLoaderData;
  const Panel = PANELS[tab]!;
  return (
    <KnowledgeBasePage tab={tab}>
      <Panel key={tab} queryRef={queryRef} />
    </KnowledgeBasePage>
  );
}
