// Generate SOAP (PLAN-19 decision 5; docs/rest-inventory-ai-soap.md): fills a SOAP
// template's sections from a visit's records and its triage text. The rules engine picks each
// section's content by keyword rules on the section's name, guidance and field names; a configured
// language model writes prose from the same input. Either way every line that names a drug or a
// dose not in the visit's plan or the clinic catalogue is dropped and counted (drug-filter.ts).
// The subjective answers a pet parent gave on the public history form are quoted as the owner's
// ('Owner reports (chief complaint): "…"') with every dose in them replaced by '[dose removed]'
// before either engine reads them: a dose reaches a note from the plan or the catalogue only.
import type { SoapNoteRequest, SoapTemplateForAi as SoapTemplate, SoapVisit } from '@vetchart/contracts/ai/ai-requests';
import { z } from 'zod';
import type { AiEngine } from '../provider.ts';
import { RULES_TASKS } from '../rules-off-thread.ts';
import { runTask } from '@vetchart/platform/task-pool';
import { redactDoses } from '../rules/doses.ts';
import { durationLabel } from '../rules/duration.ts';
import { analyseTriage, type TriageAnalysis } from '../rules/triage.ts';
import { findQuote, recordSource, verifiedQuote, type AiLine, type AiSource } from '../sources.ts';
import { evidenceSources, TRIAGE_SOURCE_LABEL } from '../triage-lines.ts';
import { createDrugFilter, type CatalogueMedication, type DrugFilter } from './drug-filter.ts';

export type { SoapTemplateForAi as SoapTemplate, SoapVisit } from '@vetchart/contracts/ai/ai-requests';
/** The body of POST /ai/soap-note, as the contract reads it (snake_case: it goes to a model as it came). */
export type SoapNoteInput = SoapNoteRequest;
export type SourceKind = 'triage' | 'subjective' | 'objective' | 'plan' | 'results' | 'catalogue';

export interface SoapSource {
  kind: SourceKind;
  detail: string;
}
export interface GeneratedSection {
  section: string;
  text: string;
  sources: SoapSource[];
  /** Each line of the text with where it came from (an empty list: no source found). */
  lines: AiLine[];
}
export interface GeneratedSoapNote {
  markdown: string;
  sections: GeneratedSection[];
  empty_sections: string[];
  provider: 'rules' | 'openai';
  notice: string | null;
  /** Lines dropped because they named a drug or dose not in the plan or the catalogue. */
  dropped: number;
}

export const rulesNotice = (filled: number, total: number) =>
  `The built-in rules engine filled ${filled} of ${total} sections from the visit's records; a language model writes prose when one is configured.`;
export const droppedNotice = (count: number) =>
  `${count} generated ${count === 1 ? 'line named' : 'lines named'} a drug or dose not in the visit's plan or the clinic catalogue and ${count === 1 ? 'was' : 'were'} left out.`;

// ---------------------------------------------------------------------------------------------
// Reading the visit's records

const humanise = (key: string) => {
  const words = key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(valueText).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const named = record.name ?? record.label ?? record.title ?? record.test_name ?? record.description;
    if (typeof named === 'string' && named.trim()) {
      const rest = ['value', 'result', 'status', 'notes', 'code']
        .map((key) => (record[key] !== undefined && record[key] !== named ? valueText(record[key]) : ''))
        .filter(Boolean)
        .join(', ');
      return rest ? `${named.trim()}: ${rest}` : named.trim();
    }
    return Object.entries(record)
      .map(([key, inner]) => {
        const shown = valueText(inner);
        return shown ? `${humanise(key)}: ${shown}` : '';
      })
      .filter(Boolean)
      .join('; ');
  }
  return '';
}

/** '- Label: value' lines for a step's charted values (empty values left out). */
function chartedLines(values: Record<string, unknown>): { label: string; line: string; shown: string }[] {
  return Object.entries(values).flatMap(([key, value]) => {
    const shown = valueText(value);
    return shown ? [{ label: humanise(key), line: `- ${humanise(key)}: ${shown}`, shown }] : [];
  });
}

const ownerReported = (visit: SoapVisit) => visit.subjective_filled_by === 'pet_parent';

/** The subjective step's lines; the pet parent's answers quoted as the owner's. */
function subjectiveEntries(visit: SoapVisit): { label: string; line: string; shown: string }[] {
  if (!ownerReported(visit)) return chartedLines(visit.subjective);
  return Object.entries(visit.subjective).flatMap(([key, value]) => {
    const shown = valueText(value);
    return shown ? [{ label: humanise(key), line: `- Owner reports (${humanise(key).toLowerCase()}): "${shown}"`, shown }] : [];
  });
}

/** A subjective entry's source: the step, or the history form the pet parent filled. */
const subjectiveSource = (visit: SoapVisit, entry: { label: string; shown: string }) =>
  recordSource('subjective', `${ownerReported(visit) ? 'History form (owner-reported)' : 'Subjective step'}: ${entry.label}`, entry.shown);
// The gateway sends the visit's vitals inside the objective values, under 'vitals'.
const objectiveSource = (entry: { label: string; shown: string }) =>
  entry.label === 'Vitals' ? recordSource('vitals', 'Vitals', entry.shown) : recordSource('objective', `Objective step: ${entry.label}`, entry.shown);

function withoutDoses(value: unknown): unknown {
  if (typeof value === 'string') return redactDoses(value);
  if (Array.isArray(value)) return value.map(withoutDoses);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutDoses(inner)]));
  return value;
}

/**
 * The visit as both engines read it: the complaint's duration as the range the form shows ('3-7 days',
 * not 'Progressing'), and every dose of the pet parent's own answers replaced by '[dose removed]'.
 */
export function visitAsRead(visit: SoapVisit): SoapVisit {
  const duration = visit.subjective.duration;
  const subjective = typeof duration === 'string' ? { ...visit.subjective, duration: durationLabel(duration) } : visit.subjective;
  return { ...visit, subjective: ownerReported(visit) ? (withoutDoses(subjective) as SoapVisit['subjective']) : subjective };
}

const SIGN_NAMES = ['vomiting', 'diarrhea', 'coughing', 'sneezing', 'travel'] as const;

/** The triage extraction as note lines (the triage rules), each with the spans of the triage text it was read from. */
function triageLines(analysis: TriageAnalysis, triageText: string): AiLine[] {
  const lines: AiLine[] = [];
  const add = (text: string, ...fields: string[]) => lines.push({ text, sources: evidenceSources(analysis, triageText, ...fields) });
  if (analysis.chief_complaint) add(`- Chief complaint: ${analysis.chief_complaint}`, 'chief_complaint');
  if (analysis.complaint_duration.duration) add(`- Duration: ${durationLabel(analysis.complaint_duration.duration)}`, 'complaint_duration');
  const notes = analysis.additional_notes;
  const present = SIGN_NAMES.filter((sign) => notes[sign] === true);
  const absent = SIGN_NAMES.filter((sign) => notes[sign] === false);
  if (present.length) add(`- Reported: ${present.join(', ')}`, ...present);
  if (absent.length) add(`- Denied: ${absent.join(', ')}`, ...absent);
  if (notes.appetite) add(`- Appetite: ${notes.appetite}`, 'appetite');
  if (notes.water_intake) add(`- Water intake: ${notes.water_intake}`, 'water_intake');
  if (analysis.medication_schema.medicationList) add(`- Current medications: ${analysis.medication_schema.medicationList}`, 'medications');
  if (notes.supplements) add(`- Supplements: ${notes.supplements}`, 'supplements');
  if (analysis.special_diets_schema.dietDetails) add(`- Diet: ${analysis.special_diets_schema.dietDetails}`, 'special_diets');
  return lines;
}

// ---------------------------------------------------------------------------------------------
// The rules engine

type SectionKind = 'results' | 'plan' | 'assessment' | 'objective' | 'subjective' | 'other';

/** Which part of the visit a section is about, by its name first, then its guidance and fields. */
export function sectionKind(section: SoapTemplate['sections'][number]): SectionKind {
  const rules: [SectionKind, RegExp][] = [
    ['results', /\b(lab|labs|laboratory|results?|bloodwork|diagnostics?)\b/i],
    ['plan', /\b(plan|treatments?|medications?|prescri\w*|therapy|discharge|procedures?|recommendations?|home care|dispensed)\b/i],
    ['assessment', /\b(assessment|diagnos\w*|rule[- ]?outs?|problems?|differentials?)\b/i],
    ['objective', /\b(objective|exam\w*|vitals?|physical|findings)\b/i],
    ['subjective', /\b(subjective|history|hx|complaints?|presenting|triage|reason)\b/i],
  ];
  for (const haystack of [section.section, [section.value, ...section.fields.map((field) => field.name)].join(' ')]) {
    for (const [kind, pattern] of rules) if (pattern.test(haystack)) return kind;
  }
  return 'other';
}

const STOP_WORDS = new Set(
  'the and for with from that this have has was were are not any all into over under about notes note other section field fields value values details include describe'.split(' '),
);
const wordsOf = (value: string) => (value.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => !STOP_WORDS.has(word));

/** The triage text's sentences (a full stop between digits, as in 39.2, does not end one). */
export function sentences(value: string): string[] {
  return value
    .split(/(?<=[.!?])(?!\d)\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

interface RulesContext {
  triageText: string;
  analysis: TriageAnalysis;
  visit: SoapVisit;
  filter: DrugFilter;
}

/** A visit record's lines, each its own source ('Lab result: CBC: Mild neutrophilia'). */
function resultLines(entries: unknown[], label: string): AiLine[] {
  return entries.flatMap((entry) => {
    const shown = valueText(entry);
    return shown ? [{ text: `- ${shown}`, sources: [recordSource('results', label, shown)] }] : [];
  });
}

function planLines(visit: SoapVisit): AiLine[] {
  const lines: AiLine[] = approvedRows(visit).map((row) => {
    const details = [row.quantity !== null && row.quantity !== undefined && String(row.quantity).trim() ? `qty ${row.quantity}` : '', row.dosage.trim()].filter(Boolean).join(', ');
    const text = `- ${row.name.trim()}${row.code.trim() ? ` (${row.code.trim()})` : ''}${details ? ` — ${details}` : ''}`;
    return { text, sources: [recordSource('plan', `Plan row: ${row.name.trim()}`, text.slice(2))] };
  });
  const care = visit.results?.additional_care_text?.trim();
  if (care) lines.push({ text: `- Additional care: ${care}`, sources: [recordSource('results', 'Additional care', care)] });
  return lines;
}

/** Every line the visit's records give, with its source: what a model's quote is looked up in. */
export function recordLines(visit: SoapVisit): AiLine[] {
  return [
    ...subjectiveEntries(visit).map((entry) => ({ text: entry.line, sources: [subjectiveSource(visit, entry)] })),
    ...chartedLines(visit.objective).map((entry) => ({ text: entry.line, sources: [objectiveSource(entry)] })),
    ...planLines(visit),
    ...resultLines(visit.results?.diagnosis ?? [], 'Diagnosis'),
    ...resultLines(visit.results?.lab ?? [], 'Lab result'),
    ...resultLines(visit.results?.in_house ?? [], 'In-house result'),
  ];
}

/** One section filled by the rules: its lines, each with its sources, and the section's sources. */
function fillSection(section: SoapTemplate['sections'][number], context: RulesContext): { lines: AiLine[]; sources: SoapSource[] } {
  const { visit, analysis } = context;
  const lines: AiLine[] = [];
  const sources: SoapSource[] = [];
  const add = (kind: SourceKind, detail: string, more: AiLine[]) => {
    if (!more.length) return;
    lines.push(...more);
    sources.push({ kind, detail });
  };
  switch (sectionKind(section)) {
    case 'subjective': {
      add('triage', 'triage extraction', triageLines(analysis, context.triageText));
      add(
        'subjective',
        ownerReported(visit) ? 'history form (owner-reported)' : 'subjective step',
        subjectiveEntries(visit).map((entry) => ({ text: entry.line, sources: [subjectiveSource(visit, entry)] })),
      );
      break;
    }
    case 'objective': {
      add('objective', 'objective step', chartedLines(visit.objective).map((entry) => ({ text: entry.line, sources: [objectiveSource(entry)] })));
      break;
    }
    case 'assessment': {
      add('results', 'diagnoses', resultLines(visit.results?.diagnosis ?? [], 'Diagnosis'));
      const ruleOuts = [
        ...subjectiveEntries(visit).map((entry) => ({ entry, source: subjectiveSource(visit, entry) })),
        ...chartedLines(visit.objective).map((entry) => ({ entry, source: objectiveSource(entry) })),
      ].filter(({ entry }) => /rule|differential|assessment|diagnos/i.test(entry.label));
      add('objective', 'rule-outs', ruleOuts.map(({ entry, source }) => ({ text: entry.line, sources: [source] })));
      break;
    }
    case 'plan': {
      const rows = planLines(visit);
      add('plan', 'approved plan rows', rows.filter((line) => line.sources[0]?.kind === 'plan'));
      add('results', 'additional care', rows.filter((line) => line.sources[0]?.kind !== 'plan'));
      break;
    }
    case 'results': {
      add('results', 'lab results', resultLines(visit.results?.lab ?? [], 'Lab result'));
      add('results', 'in-house results', resultLines(visit.results?.in_house ?? [], 'In-house result'));
      break;
    }
    case 'other': {
      const wanted = new Set(wordsOf([section.section, ...section.fields.map((field) => field.name)].join(' ')));
      const matching = [...new Set(sentences(context.triageText).filter((sentence) => sentence && wordsOf(sentence).some((word) => wanted.has(word) || wanted.has(word.replace(/s$/, '')))))];
      add(
        'triage',
        'triage sentences matching the section',
        matching.map((sentence) => ({ text: `- ${sentence}`, sources: [verifiedQuote('triage', TRIAGE_SOURCE_LABEL, context.triageText, sentence)].filter((source): source is AiSource => source !== null) })),
      );
      break;
    }
  }
  return { lines, sources };
}

/** The plan's rows the client approved (a declined row is not the visit's plan). */
export function approvedRows(visit: SoapVisit) {
  return (visit.plan?.rows ?? []).filter((row) => row.approved !== false && row.name.trim());
}

function markdownOf(sections: GeneratedSection[]): string {
  return sections.map((section) => `## ${section.section}\n\n${section.text}`.trimEnd()).join('\n\n') + '\n';
}

/**
 * Keeps the lines naming only the plan's and the catalogue's drugs and doses, with their sources;
 * counts the rest. A line holding several (a charted value written over lines) is read line by line.
 */
function filtered(lines: AiLine[], filter: DrugFilter): { text: string; lines: AiLine[]; dropped: number } {
  let dropped = 0;
  const kept = lines
    .flatMap((line) => line.text.split('\n').map((text) => ({ text, sources: line.sources })))
    .filter((line) => {
      if (filter.allows(line.text)) return true;
      dropped += 1;
      return false;
    });
  const text = kept.map((line) => line.text).join('\n').trim();
  return { text, lines: kept.filter((line) => line.text.trim()), dropped };
}

/** The rules engine's note: deterministic, no language model. */
export function rulesSoapNote(given: SoapNoteInput, catalogue: CatalogueMedication[], now: Date = new Date()): GeneratedSoapNote {
  const input = { ...given, visit: visitAsRead(given.visit) };
  const filter = createDrugFilter(approvedRows(input.visit), catalogue);
  const analysis = analyseTriage(input.triage_text, { species: input.visit.pet?.species || null, medicationNames: catalogue.map((row) => row.name), now });
  const context: RulesContext = { triageText: input.triage_text, analysis, visit: input.visit, filter };
  let dropped = 0;
  const sections = input.template.sections.map((section) => {
    const filled = fillSection(section, context);
    const kept = filtered(filled.lines, filter);
    dropped += kept.dropped;
    return { section: section.section, text: kept.text, sources: kept.text ? filled.sources : [], lines: kept.lines };
  });
  return finish(sections, 'rules', dropped, rulesNotice(sections.filter((section) => section.text).length, sections.length));
}

function finish(sections: GeneratedSection[], provider: 'rules' | 'openai', dropped: number, notice: string | null): GeneratedSoapNote {
  const notices = [notice, dropped ? droppedNotice(dropped) : null].filter(Boolean);
  return {
    markdown: markdownOf(sections),
    sections,
    empty_sections: sections.filter((section) => !section.text).map((section) => section.section),
    provider,
    notice: notices.length ? notices.join(' ') : null,
    dropped,
  };
}

// ---------------------------------------------------------------------------------------------
// The language model

const modelAnswer = z.object({ sections: z.array(z.object({ section: z.string(), lines: z.array(z.object({ text: z.string(), source: z.string() })) })) });
const MODEL_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['sections'],
  properties: {
    sections: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['section', 'lines'],
        properties: {
          section: { type: 'string' },
          lines: {
            type: 'array',
            items: { type: 'object', additionalProperties: false, required: ['text', 'source'], properties: { text: { type: 'string' }, source: { type: 'string' } } },
          },
        },
      },
    },
  },
};
const SOAP_SYSTEM = `You write a veterinary SOAP note. Fill each section of the given template, in the template's order, with concise clinical prose in markdown (no headings).
Use only what the visit's records and the triage notes state; leave a section's lines empty when nothing applies. Never invent findings.
Write each section as lines; each line's "source" is the exact words of the triage text or of the visit record it rests on, copied character for character (empty when none).
Name only the drugs and doses of the treatment plan or the clinic catalogue given; never any other drug or dose.
When visit.subjective_filled_by is "pet_parent", the subjective answers are the pet parent's own words: write them as "Owner reports: …" and never state a dose from them.`;

/** The input as the model reads it (also what the rules engine reads). */
export function modelPrompt(input: SoapNoteInput, catalogue: CatalogueMedication[]): string {
  return JSON.stringify({
    template: input.template,
    triage_text: input.triage_text,
    visit: visitAsRead(input.visit),
    clinic_catalogue: catalogue.slice(0, 300).map((row) => row.name),
  });
}

/**
 * The source of a model's line, checked: its quoted words found in the triage text (that span), or
 * in one of the visit's records (that record); a quote found in neither gives no source.
 */
export function modelLineSources(quote: string, triageText: string, records: AiLine[]): AiSource[] {
  const span = verifiedQuote('triage', TRIAGE_SOURCE_LABEL, triageText, quote);
  if (span) return [span];
  if (quote.trim().length < 3) return [];
  const record = records.find((line) => findQuote(line.text, quote));
  return record ? record.sources : [];
}

/** Generate SOAP with the active provider (the rules engine without a language model). */
export async function generateSoapNote(engine: AiEngine, input: SoapNoteInput, catalogue: CatalogueMedication[], now: Date = new Date()): Promise<GeneratedSoapNote> {
  const rules = await runTask<GeneratedSoapNote>(RULES_TASKS, 'soapNoteTask', { input, catalogue, now });
  const model = engine.languageModel;
  if (!model) return rules;
  const answer = await model.chatJson({ task: 'soap-note', system: SOAP_SYSTEM, user: modelPrompt(input, catalogue), schema: modelAnswer, jsonSchema: MODEL_JSON_SCHEMA });
  const filter = createDrugFilter(approvedRows(input.visit), catalogue);
  const byName = new Map(answer.sections.map((section) => [section.section.trim().toLowerCase(), section.lines]));
  const records = recordLines(visitAsRead(input.visit));
  let dropped = 0;
  const sections = input.template.sections.map((section, index) => {
    const written = (byName.get(section.section.trim().toLowerCase()) ?? []).map((line) => ({ text: line.text.trim(), sources: modelLineSources(line.source, input.triage_text, records) }));
    const kept = filtered(written, filter);
    dropped += kept.dropped;
    const sources = rules.sections[index]?.sources ?? [];
    return { section: section.section, text: kept.text, sources: kept.text ? sources : [], lines: kept.lines };
  });
  return finish(sections, 'openai', dropped, null);
}

export type { CatalogueMedication };
