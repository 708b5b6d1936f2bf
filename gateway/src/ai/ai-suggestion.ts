// AiSuggestion: one AI-made suggestion for the treatment plan (spec 002 section 4 'AI
// recommendations'): always a row of the clinic's own catalogue, named by the same global id a
// plan row's catalogueId has, so the web adds it to the plan as it is; doses come only from the
// catalogue. reason and source say why and from where (catalogue entry, knowledge-base entry or
// rule, and the matched words).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { AiSuggestionKind, AiSuggestionRecord } from './ai-wire.ts';
import { DosageUnitType } from '../catalogues/catalogue-lookups.ts';
import { CATALOGUE_TYPENAME, TreatmentPlanItemKindEnum } from '../treatment-plans/treatment-plan-item.ts';
import type { TreatmentPlanItemKind } from '../treatment-plans/treatment-plan-wire.ts';

const KINDS: Record<AiSuggestionKind, TreatmentPlanItemKind> = {
  diagnostic: 'DIAGNOSTIC',
  service: 'SERVICE',
  medication: 'MEDICATION',
  inventory: 'INVENTORY',
};

export const AiSourceTypeEnum = builder.enumType('AiSourceType', {
  values: { CATALOGUE: { value: 'catalogue' }, KNOWLEDGE_BASE: { value: 'knowledge_base' }, RULE: { value: 'rule' } } as const,
});

/** A suggestion's source, with the kind of catalogue row it suggests (a catalogue source is that row). */
type SourceRecord = AiSuggestionRecord['source'] & { kind: TreatmentPlanItemKind };

function sourceId(source: SourceRecord): string | null {
  if (source.id === null) return null;
  if (source.type === 'knowledge_base') return encodeGlobalID('AiKnowledgeBaseEntry', source.id);
  if (source.type === 'catalogue') return encodeGlobalID(CATALOGUE_TYPENAME[source.kind], source.id);
  return source.id;
}

const AiSourceType = builder.objectRef<SourceRecord>('AiSource').implement({
  description: 'Where a suggestion came from.',
  fields: (t) => ({
    type: t.field({ type: AiSourceTypeEnum, resolve: (source) => source.type }),
    id: t.id({
      nullable: true,
      description: "The AiKnowledgeBaseEntry or the catalogue row (global ids) of the source; a rule's own name for a rule.",
      resolve: sourceId,
    }),
    label: t.exposeString('label'),
    matchedText: t.exposeString('matchedText', { nullable: true, description: "The words of the visit's notes that matched." }),
  }),
});

export const AiSuggestionType = builder.objectRef<AiSuggestionRecord>('AiSuggestion').implement({
  description: 'Made by the AI from the clinic catalogue: shown marked AI, with its reason and source.',
  fields: (t) => ({
    kind: t.field({ type: TreatmentPlanItemKindEnum, resolve: (suggestion) => KINDS[suggestion.kind] }),
    catalogueId: t.id({
      description: 'Global id of the Diagnostic, Service, Medication or InventorySupply (as TreatmentPlanItem.catalogueId).',
      resolve: (suggestion) => encodeGlobalID(CATALOGUE_TYPENAME[KINDS[suggestion.kind]], suggestion.catalogueId),
    }),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    category: t.exposeString('category', { nullable: true }),
    description: t.exposeString('description'),
    dosageOptions: t.field({ type: [DosageUnitType], description: "The catalogue row's Dosage & Unit options.", resolve: (suggestion) => suggestion.dosageUnits }),
    doseInstructions: t.exposeString('doseInstructions'),
    sideEffects: t.exposeString('sideEffects'),
    reason: t.exposeString('reason'),
    source: t.field({ type: AiSourceType, resolve: (suggestion) => ({ ...suggestion.source, kind: KINDS[suggestion.kind] }) }),
  }),
});
