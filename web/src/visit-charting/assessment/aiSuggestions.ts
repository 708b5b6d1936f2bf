// The AI recommendation on the Assessment step (spec 002 sections 2.5 and 4 'AI recommendations'):
// Visit.aiRecommendations as the three blocks' suggestion rows, each with why it was suggested and
// from which source. Suggested, not added: nothing the AI suggests enters the treatment
// plan until a person adds it — one row, or all of a block's — and then it is an AI-made row (ai:
// true, with its reason) that the person still saves. Doses and prices are never taken from here:
// a suggestion is a catalogue row (the server drops anything that is not), and the plan prices it
// from the catalogue on save.
import { TABLE_OF, type CatalogueRow, type Dosage, type PlanItemKind, type PlanTable } from './assessmentPlan';

export type AiSourceType = 'CATALOGUE' | 'KNOWLEDGE_BASE' | 'RULE';

export interface AiSource {
  readonly type: AiSourceType;
  /** The catalogue row's or knowledge-base entry's id; null for a rule. */
  readonly id: string | null;
  readonly label: string;
  /** The words of the visit's notes the suggestion was matched on. */
  readonly matchedText: string | null;
}

/** A suggestion as the step shows it: a catalogue row with its reason and source. */
export interface SuggestionRow extends CatalogueRow {
  readonly reason: string;
  readonly source: AiSource;
}

/** The fields of an AiSuggestion this module reads (the schema's AiSuggestion). */
export interface AiSuggestionData {
  readonly kind: PlanItemKind | '%future added value';
  readonly catalogueId: string;
  readonly code: string;
  readonly name: string;
  readonly category: string | null | undefined;
  readonly description: string;
  readonly dosageOptions: ReadonlyArray<Dosage>;
  readonly doseInstructions: string;
  readonly sideEffects: string;
  readonly reason: string;
  readonly source: {
    readonly type: AiSourceType | '%future added value';
    readonly id: string | null | undefined;
    readonly label: string;
    readonly matchedText: string | null | undefined;
  };
}

export interface AiRecommendationsData {
  readonly enabled: boolean;
  readonly diagnostics: ReadonlyArray<AiSuggestionData>;
  readonly services: ReadonlyArray<AiSuggestionData>;
  readonly medications: ReadonlyArray<AiSuggestionData>;
}

export type SuggestionsByTable = Record<PlanTable, ReadonlyArray<SuggestionRow>>;

export const NO_SUGGESTIONS: SuggestionsByTable = { Diagnostics: [], Services: [], Medications: [] };

export const SOURCE_LABELS: Record<AiSourceType, string> = {
  CATALOGUE: 'Catalogue entry',
  KNOWLEDGE_BASE: 'Knowledge-base entry',
  RULE: 'Rule',
};

const isKind = (kind: string): kind is PlanItemKind => kind in TABLE_OF;
const isSourceType = (type: string): type is AiSourceType => type in SOURCE_LABELS;

/** The key a suggestion is de-duplicated by (section 4): its source table and catalogue id. */
export const suggestionKey = (row: Pick<CatalogueRow, 'kind' | 'catalogueId'>) => `${TABLE_OF[row.kind]}:${row.catalogueId}`;

function toSuggestionRow(suggestion: AiSuggestionData): SuggestionRow | null {
  if (!isKind(suggestion.kind) || !isSourceType(suggestion.source.type)) return null;
  return {
    kind: suggestion.kind,
    catalogueId: suggestion.catalogueId,
    code: suggestion.code,
    name: suggestion.name,
    category: suggestion.category ?? null,
    description: suggestion.description,
    dosageOptions: suggestion.dosageOptions.map(({ dosage, unit }) => ({ dosage, unit })),
    doseInstructions: suggestion.doseInstructions,
    sideEffects: suggestion.sideEffects,
    reason: suggestion.reason,
    source: { type: suggestion.source.type, id: suggestion.source.id ?? null, label: suggestion.source.label, matchedText: suggestion.source.matchedText ?? null },
  };
}

/**
 * The suggestions of each block, in the server's order (best first), each catalogue row once per
 * table, and each medication once by product name (section 4); a kind this build does not know is
 * left out. Smart Recommendations off gives none.
 */
export function suggestionsByTable(recommendations: AiRecommendationsData | null | undefined): SuggestionsByTable {
  if (!recommendations?.enabled) return NO_SUGGESTIONS;
  const seen = new Set<string>();
  const tables: Record<PlanTable, SuggestionRow[]> = { Diagnostics: [], Services: [], Medications: [] };
  for (const suggestion of [...recommendations.diagnostics, ...recommendations.services, ...recommendations.medications]) {
    const row = toSuggestionRow(suggestion);
    const byName = row && TABLE_OF[row.kind] === 'Medications' ? `Medications:name:${row.name.trim().toLowerCase()}` : null;
    if (!row || seen.has(suggestionKey(row)) || (byName && seen.has(byName))) continue;
    seen.add(suggestionKey(row));
    if (byName) seen.add(byName);
    tables[TABLE_OF[row.kind]].push(row);
  }
  return tables;
}

/** Two answers' suggestions together (the AI prompt's Append): the first's first, each row once. */
export function unionOfSuggestions(first: SuggestionsByTable, second: SuggestionsByTable): SuggestionsByTable {
  const union = (a: ReadonlyArray<SuggestionRow>, b: ReadonlyArray<SuggestionRow>) => {
    const seen = new Set(a.map(suggestionKey));
    return [...a, ...b.filter((row) => !seen.has(suggestionKey(row)))];
  };
  return { Diagnostics: union(first.Diagnostics, second.Diagnostics), Services: union(first.Services, second.Services), Medications: union(first.Medications, second.Medications) };
}

/** 'Knowledge-base entry "Itchy skin"' — where the suggestion came from. */
export function sourceText(source: AiSource): string {
  const kind = SOURCE_LABELS[source.type];
  return source.label ? `${kind} "${source.label}"` : kind;
}

/** The longest reason the plan keeps with a row (the treatment plan service's limit). */
export const MAX_AI_REASON = 1000;

/** The reason kept with an AI-made plan row: why, from which source, on which words. */
export function aiReasonOf(row: SuggestionRow): string {
  const matched = row.source.matchedText ? `; matched "${row.source.matchedText}"` : '';
  const reason = `${row.reason} (${sourceText(row.source)}${matched})`;
  return reason.length > MAX_AI_REASON ? `${reason.slice(0, MAX_AI_REASON - 1)}…` : reason;
}

/** A suggestion as the catalogue row the plan adds: marked AI with its reason. */
export const aiCatalogueRow = (row: SuggestionRow): CatalogueRow => ({ ...row, aiReason: aiReasonOf(row) });

/**
 * The block's suggestions the plan does not list yet (or lists as removed), in the block's order:
 * what 'Add all' adds. A row the person already has keeps their quantity, dosage and decisions.
 */
export const suggestionsToAdd = (suggestions: ReadonlyArray<SuggestionRow>, inPlan: (row: CatalogueRow) => boolean): ReadonlyArray<SuggestionRow> =>
  suggestions.filter((row) => !inPlan(row));
