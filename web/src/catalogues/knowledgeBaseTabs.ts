// The knowledge base's tabs in the spec's order (spec 001 section 2.1) with their path keys.
// Only tabs that work are listed; the catalogue tabs of the next issue (Medications, Inventory &
// Supplies, Diagnosis, Diagnostics, Services, Metrics) slot in at their `order` between them.
export interface KnowledgeBaseTab {
  key: string;
  label: string;
  /** Position in the spec's full list: Vaccines 1 … Metrics 10. */
  order: number;
}

export const KNOWLEDGE_BASE_TABS: ReadonlyArray<KnowledgeBaseTab> = [
  { key: 'vaccine', label: 'Vaccines', order: 1 },
  { key: 'breeds', label: 'Breeds', order: 7 },
  { key: 'species', label: 'Species', order: 8 },
  { key: 'gender', label: 'Gender', order: 9 },
].sort((a, b) => a.order - b.order);

export const FIRST_TAB = KNOWLEDGE_BASE_TABS[0]!.key;

export const knowledgeBasePath = (key: string) => `/d/knowledge-base/${key}`;
