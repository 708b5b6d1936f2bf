// The knowledge base route: knowledge-base/:tab? under /d. The loader preloads the query of the
// tab in the path; no tab (or an unknown one) opens the first tab.
import type { ComponentType } from 'react';
import { redirect, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { getSession } from '../auth/session';
import { BreedsTab, loadBreedsTab } from './BreedsTab';
import { DiagnosisTab, loadDiagnosisTab } from './DiagnosisTab';
import { DiagnosticsTab, loadDiagnosticsTab } from './DiagnosticsTab';
import { InventoryTab, loadInventoryTab } from './InventoryTab';
import { MedicationsTab, loadMedicationsTab } from './MedicationsTab';
import { MetricsTab } from './MetricsTab';
import { ServicesTab, loadServicesTab } from './ServicesTab';
import { GenderTab, loadGenderTab } from './GenderTab';
import { KnowledgeBasePage } from './KnowledgeBasePage';
import { FIRST_TAB, knowledgeBasePath } from './knowledgeBaseTabs';
import { SpeciesTab, loadSpeciesTab } from './SpeciesTab';
import { VaccinesTab, loadVaccinesTab } from './VaccinesTab';

/** What a tab's loader preloaded (one query reference, or several) and the panel that reads it. */
interface TabPanel {
  load: () => unknown;
  Panel: ComponentType<{ queryRef: unknown }>;
}

const panel = <Refs,>(load: () => Refs, Panel: ComponentType<{ queryRef: Refs }>): TabPanel => ({
  load,
  Panel: Panel as ComponentType<{ queryRef: unknown }>,
});

/** Each tab key of knowledgeBaseTabs.ts and what its panel shows. */
const TAB_PANELS: Record<string, TabPanel> = {
  vaccine: panel(loadVaccinesTab, VaccinesTab),
  medications: panel(loadMedicationsTab, MedicationsTab),
  inventory: panel(loadInventoryTab, InventoryTab),
  diagnosis: panel(loadDiagnosisTab, DiagnosisTab),
  diagnostics: panel(loadDiagnosticsTab, DiagnosticsTab),
  services: panel(loadServicesTab, ServicesTab),
  breeds: panel(loadBreedsTab, BreedsTab),
  species: panel(loadSpeciesTab, SpeciesTab),
  gender: panel(loadGenderTab, GenderTab),
  // Metrics live in this browser's storage: nothing to load.
  metrics: panel(() => null, MetricsTab),
};

interface KnowledgeBaseLoaderData {
  tab: string;
  queryRef: unknown;
}

export function knowledgeBaseLoader({ params }: LoaderFunctionArgs) {
  if (!getSession()) return redirect('/');
  const tab = params.tab;
  if (!tab || !TAB_PANELS[tab]) return redirect(knowledgeBasePath(FIRST_TAB));
  return { tab, queryRef: TAB_PANELS[tab].load() } satisfies KnowledgeBaseLoaderData;
}

function KnowledgeBaseRoute() {
  const { tab, queryRef } = useLoaderData() as KnowledgeBaseLoaderData;
  const { Panel } = TAB_PANELS[tab]!;
  return (
    <KnowledgeBasePage tab={tab}>
      <Panel key={tab} queryRef={queryRef} />
    </KnowledgeBasePage>
  );
}

export const cataloguesRoutes: RouteObject[] = [{ path: 'knowledge-base/:tab?', loader: knowledgeBaseLoader, element: <KnowledgeBaseRoute /> }];
