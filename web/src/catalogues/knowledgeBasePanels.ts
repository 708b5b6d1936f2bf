// The code of each knowledge base tab's panel, loaded on demand: the route's loader
// (cataloguesRoutes.tsx) starts the download beside the tab's queries, and the screen
// (KnowledgeBaseRoute.tsx) renders it.
import type { ComponentType } from 'react';

type Panel = ComponentType<{ queryRef: unknown }>;

/** Each tab key of knowledgeBaseTabs.ts and the module of its panel. */
export const TAB_PANEL_MODULES: Record<string, () => Promise<{ default: Panel }>> = {
  vaccine: () => import('./VaccinesTab').then((module) => ({ default: module.VaccinesTab as Panel })),
  medications: () => import('./MedicationsTab').then((module) => ({ default: module.MedicationsTab as Panel })),
  inventory: () => import('./InventoryTab').then((module) => ({ default: module.InventoryTab as Panel })),
  diagnosis: () => import('./DiagnosisTab').then((module) => ({ default: module.DiagnosisTab as Panel })),
  diagnostics: () => import('./DiagnosticsTab').then((module) => ({ default: module.DiagnosticsTab as Panel })),
  services: () => import('./ServicesTab').then((module) => ({ default: module.ServicesTab as Panel })),
  breeds: () => import('./BreedsTab').then((module) => ({ default: module.BreedsTab as Panel })),
  species: () => import('./SpeciesTab').then((module) => ({ default: module.SpeciesTab as Panel })),
  gender: () => import('./GenderTab').then((module) => ({ default: module.GenderTab as Panel })),
  metrics: () => import('./MetricsTab').then((module) => ({ default: module.MetricsTab as Panel })),
};
