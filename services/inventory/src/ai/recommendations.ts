// Recommendations for a visit's treatment plan (spec 002 section 4 'AI recommendations'): the
// diagnostics, services and medications of the clinic's own catalogue that the visit's complaint,
// triage notes, observations, reasons for consultation, differentials and rule-outs point at.
//
// The rules engine ranks catalogue rows with PostgreSQL (catalogue-search.ts) from four sources:
// the clinical rules (recommendation-rules.ts) whose complaint or finding the visit states; the
// clinic's knowledge-base entries whose search content the visit's text covers, through the
// catalogue rows their recommendation names; the diagnoses named as rule-outs or differentials,
// through their description and symptoms; and the visit's own words found in a row's name or
// description. Each suggestion keeps its best source and reason. A drug class a stated finding
// rules out (an NSAID with vomiting or diarrhea) is no candidate, whichever source named it. With a language model the
// model only picks among those candidate rows by id and explains why; whatever else it names is
// dropped and logged. Doses, units and instructions always come from the catalogue row; the
// model's reason, kept on the plan row it becomes (ai_reason), passes the dose guard of generated
// notes (soap/drug-filter.ts) against the candidate rows, and the rules' reason stands in for one
// that names a drug or dose none of them states.
import { createHash } from 'node:crypto';
import type { AiRecommendationsRequest } from '@vetchart/contracts/ai/ai-requests';
import { z } from 'zod';
import type { Sql } from '@vetchart/platform/database';
import { clinicState, diagnosesNamed, searchCatalogue, visitLexemesAndKnowledge, type CatalogueRow, type Probe } from './catalogue-search.ts';
import { CASE_NAMES, RECOMMENDATION_RULES, type DrugClass, type RecommendationRule, type RuleTarget, type SuggestionKind } from './recommendation-rules.ts';
import { findDrugs } from './rules/drug-names.ts';
import { createDrugFilter } from './soap/drug-filter.ts';
import { firstStated } from './visit-text.ts';
import type { AiEngine, LanguageModel } from './provider.ts';
import { readAiSettings } from './settings.ts';

/** The body of POST /ai/recommendations, as the contract reads it. */
export type RecommendationInput = AiRecommendationsRequest;

export type SourceType = 'catalogue' | 'knowledge_base' | 'rule';

export interface Suggestion {
  kind: SuggestionKind;
  catalogue_id: string;
  code: string;
  name: string;
  category: string | null;
  description: string;
  dosage_unit: { dosage: string; unit: string }[];
  dose_instructions: string;
  side_effects: string;
  score: number;
  reason: string;
  source: { type: SourceType; id: string | null; label: string; matched_text: string | null };
}

export interface Recommendations {
  enabled: boolean;
  provider: string;
  diagnostics: Suggestion[];
  services: Suggestion[];
  medications: Suggestion[];
  dropped: number;
}

/** How many suggestions each list holds at most. */
export const LIST_LIMIT = 8;
/** How many candidate rows of each list a language model chooses from. */
const MODEL_CANDIDATES = 30;

// Source weights: a knowledge-base entry is the clinic's own advice; a rule a clinical
// convention; a rule-out's text or the visit's words a weaker, lexical hint.
const WEIGHT = { knowledge_base: 4, rule_term: 3, rule_category: 2, ruleout: 2, visit: 1 } as const;

// Words of a visit that say nothing about what to offer (species, time, people), left out of the
// full-text query so that 'dog' or 'day' do not match a row's description.
const VISIT_STOP_LEXEMES = new Set([
  'dog', 'cat', 'canin', 'felin', 'pet', 'puppi', 'kitten', 'owner', 'client', 'day', 'week', 'month', 'year', 'time', 'sinc', 'today', 'yesterday',
  'ago', 'last', 'morn', 'night', 'home', 'patient', 'note', 'also', 'still', 'start', 'get', 'go', 'seen', 'yo', 'old', 'mn', 'fs', 'mc', 'fi',
  'male', 'femal', 'normal', 'wnl', 'nad', 'check', 'exam', 'present', 'histori', 'appear', 'well', 'good', 'bright', 'alert', 'respons', 'eat', 'drink',
]);

interface Signal {
  weight: number;
  reason: string;
  source: Suggestion['source'];
}

/** A probe and what a row that answers it gets. */
interface ProbeMeaning {
  probe: Probe;
  weight: number;
  signal: (row: CatalogueRow) => Omit<Signal, 'weight'>;
}

interface Field {
  name: string;
  text: string;
}

const KIND_LIST: Record<SuggestionKind, 'diagnostics' | 'services' | 'medications'> = {
  diagnostic: 'diagnostics',
  service: 'services',
  medication: 'medications',
  inventory: 'medications',
};

const orQuery = (lexemes: string[]) => [...new Set(lexemes)].map((lexeme) => `'${lexeme.replace(/'/g, "''")}'`).join(' | ');

const clip = (value: string, max = 160) => (value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value);

/** The visit's words a row's lexemes match (for the reason): a word matches the stem it starts with. */
function wordsFor(lexemes: string[], fields: Field[]): string[] {
  const words = fields.flatMap((field) => field.text.match(/[A-Za-z][A-Za-z'-]*/g) ?? []);
  const found = new Set<string>();
  for (const lexeme of lexemes) {
    const stem = lexeme.length > 4 ? lexeme.slice(0, -1) : lexeme;
    const word = words.find((candidate) => candidate.toLowerCase().startsWith(stem));
    if (word) found.add(word.toLowerCase());
  }
  return [...found];
}

/** The rules a visit triggers: a stated (not negated) phrase of a field, or a reason for consultation. */
function triggeredRules(fields: Field[], caseIds: number[]): { rule: RecommendationRule; matched: string | null; where: string }[] {
  const fired: { rule: RecommendationRule; matched: string | null; where: string }[] = [];
  for (const rule of RECOMMENDATION_RULES) {
    let hit: { matched: string | null; where: string } | undefined;
    for (const field of fields) {
      const stated = firstStated(field.text, rule.triggers);
      if (stated) {
        hit = { matched: stated.text, where: field.name };
        break;
      }
    }
    const caseId = rule.caseIds?.find((id) => caseIds.includes(id));
    if (!hit && caseId !== undefined) hit = { matched: null, where: `reason for consultation ${CASE_NAMES[caseId] ?? caseId}` };
    if (hit) fired.push({ rule, ...hit });
  }
  return fired;
}

function ruleProbes(rule: RecommendationRule, matched: string | null, where: string, labelPrefix = ''): ProbeMeaning[] {
  const found = matched ? `"${matched}" in the ${where}` : `the ${where}`;
  const source = (_target: RuleTarget): Signal['source'] => ({ type: 'rule', id: rule.id, label: `${labelPrefix}${rule.label}`, matched_text: matched });
  const meanings: ProbeMeaning[] = [];
  for (const target of rule.targets) {
    const reason = `${labelPrefix}${rule.label} (${found}): ${target.why}.`;
    for (const kind of target.kinds) {
      for (const term of target.terms) meanings.push({ probe: { mode: 'term', kind, text: term }, weight: WEIGHT.rule_term, signal: () => ({ reason, source: source(target) }) });
      for (const category of target.categories ?? [])
        meanings.push({ probe: { mode: 'category', kind, text: category }, weight: WEIGHT.rule_category, signal: () => ({ reason, source: source(target) }) });
    }
  }
  return meanings;
}

function fieldsOf(input: RecommendationInput): Field[] {
  return [
    { name: 'complaint', text: input.complaint ?? '' },
    { name: 'triage notes', text: input.triageNotes ?? '' },
    { name: 'observations', text: input.observations ?? '' },
    { name: 'AI prompt', text: input.voiceText ?? '' },
    ...(input.differentials ?? []).map((differential) => ({ name: 'differentials', text: differential.name })),
  ].filter((field) => field.text.trim().length > 0);
}

/** The rules engine: candidate rows of the clinic's catalogue, best first, each with its best source. */
export async function rankCatalogue(sql: Sql, clinicId: string, input: RecommendationInput): Promise<(CatalogueRow & { score: number; signal: Signal })[]> {
  const fields = fieldsOf(input);
  const visitText = fields.map((field) => field.text).join('\n');
  const namedConditions = [...(input.ruleouts ?? []).map((ruleout) => ruleout.name), ...(input.differentials ?? []).map((differential) => differential.name)]
    .map((name) => name.trim())
    .filter(Boolean);

  const [{ lexemes: visitLexemes, entries }, conditions] = await Promise.all([
    visitLexemesAndKnowledge(sql, clinicId, visitText),
    diagnosesNamed(sql, clinicId, namedConditions),
  ]);
  const meanings: ProbeMeaning[] = [];

  // Clinical rules from the visit's own words and its reasons for consultation.
  const fired = triggeredRules(fields, input.mainCases ?? []);
  for (const { rule, matched, where } of fired) meanings.push(...ruleProbes(rule, matched, where));
  // The drug classes a stated finding rules out (a rule-out's symptoms count as stated).
  const avoided = new Set(fired.flatMap(({ rule }) => rule.avoid ?? []));

  // Rule-outs and differentials: the catalogue's diagnosis of that name, its description and
  // symptoms against the diagnostics' text, and the rules its symptoms trigger.
  for (const condition of conditions) {
    const label = `Rule out: ${condition.name}`;
    const lexemes = condition.lexemes.filter((lexeme) => !VISIT_STOP_LEXEMES.has(lexeme));
    if (lexemes.length)
      meanings.push({
        probe: { mode: 'fts', kind: 'diagnostic', text: orQuery(lexemes) },
        weight: WEIGHT.ruleout,
        signal: (row) => {
          const words = wordsFor(row.lexemes.filter((lexeme) => lexemes.includes(lexeme)), [{ name: 'rule out', text: condition.text }]);
          return {
            reason: `${label}: the diagnostic's catalogue entry matches "${words.join(', ')}" of the diagnosis.`,
            source: { type: 'rule', id: condition.id, label, matched_text: words.join(', ') || null },
          };
        },
      });
    for (const { rule, matched } of triggeredRules([{ name: 'rule out', text: condition.text }], [])) {
      meanings.push(...ruleProbes(rule, matched, condition.id ? `description and symptoms of ${condition.name}` : 'rule out', `${label} — `));
      for (const drugClass of rule.avoid ?? []) avoided.add(drugClass);
    }
  }

  // The knowledge base: entries whose search content the visit covers (half its words or more)
  // offer the catalogue rows their recommendation names.
  const visitSet = new Set(visitLexemes);
  for (const entry of entries) {
    const shared = entry.lexemes.filter((lexeme) => visitSet.has(lexeme));
    if (!entry.lexemes.length || shared.length / entry.lexemes.length < 0.5) continue;
    const matched = wordsFor(shared, fields).join(', ') || null;
    // A brand in the text also names the clinic's rows of its generic ('Flagyl' → Metronidazole).
    const generics = [...new Set(findDrugs(entry.text).map((drug) => drug.generic))];
    meanings.push({
      probe: { mode: 'mention', kind: '*', text: [entry.text, ...generics].join(' ').toLowerCase() },
      weight: WEIGHT.knowledge_base * (shared.length / entry.lexemes.length),
      signal: () => ({
        reason: `The clinic's AI knowledge base recommends it for "${clip(entry.content, 80)}": ${clip(entry.text)}`,
        source: { type: 'knowledge_base', id: entry.id, label: clip(entry.content, 80), matched_text: matched },
      }),
    });
  }

  // The visit's own words in a row's name or description.
  const visitQueryLexemes = visitLexemes.filter((lexeme) => !VISIT_STOP_LEXEMES.has(lexeme) && !/^\d/.test(lexeme) && lexeme.length > 2);
  if (visitQueryLexemes.length)
    meanings.push({
      probe: { mode: 'fts', kind: '*', text: orQuery(visitQueryLexemes) },
      weight: WEIGHT.visit,
      signal: (row) => {
        const words = wordsFor(row.lexemes.filter((lexeme) => visitSet.has(lexeme)), fields);
        return {
          reason: `Its catalogue entry matches "${words.join(', ')}" in the visit.`,
          source: { type: 'catalogue', id: row.id, label: row.name, matched_text: words.join(', ') || null },
        };
      },
    });

  const rows = await searchCatalogue(sql, clinicId, input.specieId ?? null, meanings.map((meaning) => meaning.probe));
  return rows
    // A contraindicated row is no candidate at all, so neither the rules nor a model can offer it
    // (whatever source named it: a rule, the knowledge base, or the visit naming the drug it is on).
    .filter((row) => {
      const drugClass = antiInflammatoryClass(row);
      return !drugClass || !avoided.has(drugClass);
    })
    .map((row) => {
      let score = 0;
      let best: Signal | undefined;
      for (const match of row.matches) {
        const meaning = meanings[match.i]!;
        const weight = meaning.weight * Number(match.s);
        score += weight;
        if (!best || weight > best.weight) best = { weight, ...meaning.signal(row) };
      }
      return { ...row, score: Math.round(score * 1000) / 1000, signal: best! };
    })
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
}

/** How many rows of one list a single reason fills before other reasons get their turn. */
const PER_REASON = 2;

/**
 * Each list's best LIST_LIMIT rows, but varied: a reason ('an antiemetic controls nausea') first
 * fills at most PER_REASON places, so five strengths of one drug do not push out the fecal test;
 * leftover places go to the next best rows. Best first.
 */
function diversified<Row extends CatalogueRow & { score: number; signal: Signal }>(ranked: Row[]): Row[] {
  const chosen: Row[] = [];
  for (const list of ['diagnostics', 'services', 'medications'] as const) {
    const rows = ranked.filter((row) => KIND_LIST[row.kind] === list);
    const perReason = new Map<string, number>();
    const first: Row[] = [];
    const rest: Row[] = [];
    for (const row of rows) {
      const key = `${row.signal.source.type}:${row.signal.source.id}:${row.signal.reason}`;
      const count = perReason.get(key) ?? 0;
      perReason.set(key, count + 1);
      (count < PER_REASON ? first : rest).push(row);
    }
    chosen.push(...[...first, ...rest].slice(0, LIST_LIMIT).sort((a, b) => b.score - a.score || a.name.localeCompare(b.name)));
  }
  return chosen;
}

// Anti-inflammatories that must not be given together: two NSAIDs, two corticosteroids, or an
// NSAID with a corticosteroid (gastrointestinal ulceration and kidney injury). A row is one by the
// generic its name states (brands included, drug-names.ts) or by its category ('Anti-inflammatory
// (NSAID)', 'Corticosteroid').
const NSAIDS = new Set(['carprofen', 'meloxicam', 'robenacoxib', 'grapiprant', 'firocoxib', 'deracoxib']);
const CORTICOSTEROIDS = new Set(['prednisone', 'prednisolone', 'dexamethasone', 'methylprednisolone']);

/** 'nsaid', 'corticosteroid', or null for a row that is neither. */
export function antiInflammatoryClass(row: Pick<CatalogueRow, 'kind' | 'name' | 'category'>): DrugClass | null {
  if (KIND_LIST[row.kind] !== 'medications') return null;
  const generics = findDrugs(row.name).flatMap((drug) => drug.generic.split(' + '));
  if (generics.some((generic) => NSAIDS.has(generic)) || /nsaid/i.test(row.category ?? '')) return 'nsaid';
  if (generics.some((generic) => CORTICOSTEROIDS.has(generic)) || /corticosteroid/i.test(row.category ?? '')) return 'corticosteroid';
  return null;
}

/**
 * The rows with at most one NSAID or corticosteroid among them: the best by score (on a tie the
 * earlier) stays, the others go, so a list never offers a combination that is unsafe to give. One
 * row, not one per drug: strengths of the kept drug are a catalogue search away. The kept row's
 * reason is its own; nothing is added to it. Order is kept.
 */
export function withoutUnsafeCombinations<Row extends Pick<CatalogueRow, 'kind' | 'name' | 'category'> & { score: number }>(rows: Row[]): Row[] {
  let best: Row | undefined;
  for (const row of rows) if (antiInflammatoryClass(row) && (!best || row.score > best.score)) best = row;
  return rows.filter((row) => row === best || !antiInflammatoryClass(row));
}

function toSuggestion(row: CatalogueRow, score: number, reason: string, source: Suggestion['source']): Suggestion {
  return {
    kind: row.kind,
    catalogue_id: row.id,
    code: row.code,
    name: row.name,
    category: row.category,
    description: row.description,
    // Doses and instructions are the catalogue row's, never generated.
    dosage_unit: (row.dosage_unit ?? []).map((unit) => ({ dosage: String(unit.dosage), unit: String(unit.unit) })),
    dose_instructions: row.dose_instructions,
    side_effects: row.side_effects,
    score,
    reason,
    source,
  };
}

function emptyLists(provider: string, enabled: boolean): Recommendations {
  return { enabled, provider, diagnostics: [], services: [], medications: [], dropped: 0 };
}

const modelChoice = z.object({
  suggestions: z.array(z.object({ id: z.string(), name: z.string().nullish(), reason: z.string() })).max(100),
});
// The same shape for the model's strict json_schema output.
const MODEL_CHOICE_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['suggestions'],
  properties: {
    suggestions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'reason'],
        properties: { id: { type: 'string' }, name: { type: ['string', 'null'] }, reason: { type: 'string' } },
      },
    },
  },
};

const MODEL_SYSTEM = [
  "You help a veterinarian plan a visit. Choose, from the clinic's catalogue rows listed, the diagnostics, services and medications that suit the visit.",
  'Answer only with rows of the list, by their exact id, each with a short reason that cites the visit. Do not invent products, doses or quantities;',
  'a product that is not in the list cannot be ordered. Return JSON: {"suggestions":[{"id":"…","name":"…","reason":"…"}]}.',
].join(' ');

/** The language model's pick among the candidates; anything that is not a candidate row is dropped and logged. */
async function modelPick(
  model: LanguageModel,
  provider: string,
  input: RecommendationInput,
  candidates: (CatalogueRow & { score: number; signal: Signal })[],
  log: (message: string) => void,
): Promise<Recommendations> {
  const result = emptyLists(provider, true);
  if (!candidates.length) return result;
  const visit = {
    complaint: input.complaint ?? null,
    triage_notes: input.triageNotes ?? null,
    observations: input.observations ?? null,
    reasons_for_consultation: (input.mainCases ?? []).map((id) => CASE_NAMES[id] ?? String(id)),
    differentials: (input.differentials ?? []).map((differential) => differential.name),
    rule_outs: (input.ruleouts ?? []).map((ruleout) => ruleout.name),
    prompt: input.voiceText ?? null,
  };
  const list = candidates.map((row) => ({ id: row.id, kind: row.kind, name: row.name, category: row.category, description: clip(row.description, 120) }));
  const answer = await model.chatJson({
    task: 'recommendations',
    system: MODEL_SYSTEM,
    user: JSON.stringify({ visit, catalogue: list }),
    schema: modelChoice,
    jsonSchema: MODEL_CHOICE_JSON_SCHEMA,
  });
  const byId = new Map(candidates.map((row) => [row.id.toLowerCase(), row]));
  const guard = createDrugFilter([], candidates.map((row) => ({ name: row.name, details: [row.dose_instructions, ...(row.dosage_unit ?? []).map((unit) => `${unit.dosage} ${unit.unit}`)].join('; ') })));
  const reasonOf = (row: (typeof candidates)[number], written: string) => {
    const reason = written.trim();
    if (!reason) return row.signal.reason;
    if (reason.split('\n').every((line) => guard.allows(line))) return clip(reason, 300);
    log(`replaced a reason naming a drug or dose the catalogue does not state: ${JSON.stringify({ id: row.id, reason: clip(reason, 120) })}`);
    return row.signal.reason;
  };
  const seen = new Set<string>();
  const picked: Suggestion[] = [];
  for (const choice of answer.suggestions) {
    const row = byId.get(choice.id.trim().toLowerCase());
    if (!row) {
      result.dropped += 1;
      log(`dropped a suggestion that is not a catalogue row of the clinic: ${JSON.stringify({ id: clip(choice.id, 80), name: clip(choice.name ?? '', 80) })}`);
      continue;
    }
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    picked.push(toSuggestion(row, row.score, reasonOf(row, choice.reason), row.signal.source));
  }
  // The model may pick two anti-inflammatories too; the higher ranked stays before the lists are cut.
  for (const suggestion of withoutUnsafeCombinations(picked)) {
    const list = result[KIND_LIST[suggestion.kind]];
    if (list.length < LIST_LIMIT) list.push(suggestion);
  }
  return result;
}

export interface RecommendationEngine {
  recommend(sql: Sql, scope: { clinicId: string; organizationId: string }, input: RecommendationInput): Promise<Recommendations & { cached: boolean }>;
}

/**
 * The engine with its cache: one result per clinic, input and catalogue version (so an edit of
 * the catalogue or knowledge base is seen at once), kept for CACHE_TTL_MS, at most CACHE_SIZE.
 */
export function createRecommendationEngine(
  ai: Pick<AiEngine, 'provider' | 'languageModel'>,
  options: { log?: (message: string) => void; /** 0 turns the cache off (the bench measures the engine itself). */ cacheSize?: number } = {},
): RecommendationEngine {
  const CACHE_SIZE = options.cacheSize ?? 500;
  const CACHE_TTL_MS = 10 * 60_000;
  const cache = new Map<string, { at: number; value: Recommendations }>();
  const log = options.log ?? ((message: string) => console.warn(`[inventory] ai recommendations: ${message}`));

  return {
    async recommend(sql, scope, input) {
      const { aiStatus, version } = await clinicState(sql, scope.clinicId);
      // A clinic without the setting gets it created 'on' (settings.ts).
      const enabled = aiStatus === null ? (await readAiSettings(sql, scope)).smart_recommendations : aiStatus === 'on';
      if (!enabled) return { ...emptyLists(ai.provider, false), cached: false };
      const key = createHash('sha256').update(JSON.stringify([scope.clinicId, ai.provider, version, input])).digest('base64url');
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < CACHE_TTL_MS) {
        // Most recently used last: the first key is the one to evict.
        cache.delete(key);
        cache.set(key, hit);
        return { ...structuredClone(hit.value), cached: true };
      }

      const ranked = await rankCatalogue(sql, scope.clinicId, input);
      let value: Recommendations;
      if (ai.languageModel) {
        const perList = new Map<string, number>();
        const candidates = ranked.filter((row) => {
          const count = perList.get(KIND_LIST[row.kind]) ?? 0;
          perList.set(KIND_LIST[row.kind], count + 1);
          return count < MODEL_CANDIDATES;
        });
        value = await modelPick(ai.languageModel, ai.provider, input, candidates, log);
      } else {
        value = emptyLists(ai.provider, true);
        for (const row of diversified(withoutUnsafeCombinations(ranked))) value[KIND_LIST[row.kind]].push(toSuggestion(row, row.score, row.signal.reason, row.signal.source));
      }
      if (CACHE_SIZE > 0) cache.set(key, { at: Date.now(), value });
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return { ...structuredClone(value), cached: false };
    },
  };
}
