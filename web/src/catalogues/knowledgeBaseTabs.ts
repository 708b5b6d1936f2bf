// The knowledge base's tabs in the spec's order with their path keys (spec 001 section 2.1).
export interface KnowledgeBaseTab {
  key: string;
  label: string;
}

export const KNOWLEDGE_BASE_TABS: ReadonlyArray<KnowledgeBaseTab> = [
  { key: 'vaccine', label: 'Vaccines' },
  { key: 'medications', label: 'Medications' },
  { key: 'inventory', label: 'Inventory & Supplies' },
  { key: 'diagnosis', label: 'Diagnosis' },
  { key: 'diagnostics', label: 'Diagnostics' },
  { key: 'services', label: 'Services' },
  { key: 'breeds', label: 'Breeds' },
  { key: 'species', label: 'Species' },
  { key: 'gender', label: 'Gender' },
  { key: 'metrics', label: 'Metrics' },
];

export const FIRST_TAB = KNOWLEDGE_BASE_TABS[0]!.key;

export const knowledgeBasePath = (key: string) => `/d/knowledge-base/${key}`;
