// Triage import (spec 003 section 4 'Triage import'): a triage analysis (chief complaint, duration,
// case ids, additional notes, medications, special diets, and the note's words behind each) turned
// into the check-in form's values, on the visit's Subjective step and on the pet parent's public
// form alike. The cases come as ids 1 to 4, general health (2) when none matched; water intake and
// appetite as 'Normal' / 'Abnormal' and the yes/no questions as 'yes' / 'no', the values the public
// form's choices store; medications are the clinic's products whose name contains a listed entry,
// case-insensitively, each once. What the note does not say (null) leaves its field alone.
//
// Replace never overwrites what a person wrote (aiFill.ts): a field that is neither blank nor the
// AI's own earlier answer is filled as Append (texts continued, lists added to, choices kept), and
// listed in `kept` where the note's answer differs.
import { fillModeFor, type NotWritten } from '../../ai/aiFill';
import { mergeChoice, mergeList, mergeText, type MergeMode } from '../../ai/mergeModes';
import { CASE_IDS, type SubjectiveFormValues } from './subjectiveForm';

export const TRIAGE_REQUIRED = 'Triage note required';
export const TRIAGE_NOTHING_FOUND = 'Unable to extract information from triage notes.';
export const TRIAGE_ERROR = 'Error Processing Triage Notes';
export const TRIAGE_ERROR_FALLBACK = 'An error occurred processing the notes.';

export interface TriageAnalysisData {
  readonly chiefComplaint: string | null | undefined;
  readonly complaintDuration: string | null | undefined;
  readonly mainCaseIds: ReadonlyArray<number>;
  readonly additionalNotes: {
    readonly waterIntake: string | null | undefined;
    readonly appetite: string | null | undefined;
    readonly travel: boolean | null | undefined;
    readonly coughing: boolean | null | undefined;
    readonly sneezing: boolean | null | undefined;
    readonly vomiting: boolean | null | undefined;
    readonly diarrhea: boolean | null | undefined;
    readonly supplements: string | null | undefined;
  };
  readonly medications: ReadonlyArray<string>;
  readonly specialDiets: string | null | undefined;
  readonly evidence: ReadonlyArray<{ readonly field: string; readonly text: string }>;
  /** Who answered ('rules' for the built-in rules engine): kept with the AI draft of what it filled. */
  readonly provider?: string;
}

/** The form fields an import can fill, by their form path. */
export type TriageFieldPath =
  | 'chiefComplaint.complaint'
  | 'chiefComplaint.duration'
  | 'reasonForConsultation.mainCaseIds'
  | 'additionalNotes.waterIntake'
  | 'additionalNotes.appetite'
  | 'additionalNotes.travel'
  | 'additionalNotes.coughing'
  | 'additionalNotes.sneezing'
  | 'additionalNotes.vomiting'
  | 'additionalNotes.diarrhea'
  | 'additionalNotes.supplements'
  | 'additionalNotes.specialDiets'
  | 'additionalNotes.medications';

/** What an import changed: the field and the note's words behind it (empty when none came). */
export interface FilledField {
  path: TriageFieldPath;
  evidence: string;
}

export interface TriageImport {
  values: SubjectiveFormValues;
  filled: FilledField[];
  /** Fields that kept a person's answer although the note's differs. */
  kept: TriageFieldPath[];
}

const YES_NO_KEYS = ['travel', 'coughing', 'sneezing', 'vomiting', 'diarrhea'] as const;
const NORMAL_KEYS = ['waterIntake', 'appetite'] as const;
const DURATIONS = ['ACUTE', 'GRADUAL', 'PROGRESSING', 'STATIC', 'WORSENING'];
const VALID_CASE_IDS: ReadonlyArray<number> = Object.values(CASE_IDS);

/** A multi-line triage text as one line, as it is sent (spec 003 section 4). */
export const oneLine = (text: string) => text.replace(/\s*\n+\s*/g, ' ').trim();

/** Whether the analysis found anything at all ('Unable to extract information from triage notes.' otherwise). */
export function hasFindings(analysis: TriageAnalysisData): boolean {
  const notes = analysis.additionalNotes;
  return Boolean(
    analysis.chiefComplaint?.trim() ||
      analysis.complaintDuration ||
      casesStated(analysis) ||
      analysis.medications.some((name) => name.trim()) ||
      analysis.specialDiets?.trim() ||
      notes.supplements?.trim() ||
      NORMAL_KEYS.some((key) => notes[key]) ||
      YES_NO_KEYS.some((key) => notes[key] != null),
  );
}

/** Whether the note names cases: general health alone, without words behind it, is the service's default. */
function casesStated(analysis: TriageAnalysisData): boolean {
  const known = analysis.mainCaseIds.filter((caseId) => VALID_CASE_IDS.includes(caseId));
  return known.some((caseId) => caseId !== CASE_IDS.generalHealth) || (known.length > 0 && analysis.evidence.some((item) => EVIDENCE_PATHS[fieldKey(item.field)] === 'reasonForConsultation.mainCaseIds'));
}

/**
 * The clinic's products a medication list preselects: every product whose name contains a listed
 * entry, case-insensitively, in the catalogue's order and each once.
 */
export function matchMedications(listed: ReadonlyArray<string>, productNames: ReadonlyArray<string>): string[] {
  const entries = listed.map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  const matched: string[] = [];
  for (const name of productNames) {
    const lower = name.toLowerCase();
    if (entries.some((entry) => lower.includes(entry)) && !matched.some((chosen) => chosen.toLowerCase() === lower)) matched.push(name);
  }
  return matched;
}

const fieldKey = (field: string) => field.toLowerCase().replace(/[^a-z]/g, '');

/** The evidence's field names (snake_case as the service has them, or camelCase) to form paths. */
const EVIDENCE_PATHS: Record<string, TriageFieldPath> = {
  chiefcomplaint: 'chiefComplaint.complaint',
  complaint: 'chiefComplaint.complaint',
  complaintduration: 'chiefComplaint.duration',
  duration: 'chiefComplaint.duration',
  maincase: 'reasonForConsultation.mainCaseIds',
  maincaseids: 'reasonForConsultation.mainCaseIds',
  reasonforconsultation: 'reasonForConsultation.mainCaseIds',
  waterintake: 'additionalNotes.waterIntake',
  appetite: 'additionalNotes.appetite',
  travel: 'additionalNotes.travel',
  coughing: 'additionalNotes.coughing',
  sneezing: 'additionalNotes.sneezing',
  vomiting: 'additionalNotes.vomiting',
  diarrhea: 'additionalNotes.diarrhea',
  supplements: 'additionalNotes.supplements',
  specialdiets: 'additionalNotes.specialDiets',
  dietdetails: 'additionalNotes.specialDiets',
  medications: 'additionalNotes.medications',
  medicationlist: 'additionalNotes.medications',
  medication: 'additionalNotes.medications',
};

/** The note's words behind each field, several joined. */
export function evidenceByPath(evidence: TriageAnalysisData['evidence']): Partial<Record<TriageFieldPath, string>> {
  const found: Partial<Record<TriageFieldPath, string[]>> = {};
  for (const item of evidence) {
    const key = fieldKey(item.field);
    const path = EVIDENCE_PATHS[key] ?? EVIDENCE_PATHS[key.replace(/^additionalnotes/, '')];
    if (!path || !item.text.trim()) continue;
    const list = (found[path] ??= []);
    if (!list.includes(item.text.trim())) list.push(item.text.trim());
  }
  return Object.fromEntries(Object.entries(found).map(([path, texts]) => [path, texts!.map((text) => `“${text}”`).join(' … ')]));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The form's values with the analysis applied in the mode chosen (the public form and 'Fill from
 * triage notes' replace; the AI prompt panel uses its Replace / Append choice).
 */
export function applyTriage(
  current: SubjectiveFormValues,
  analysis: TriageAnalysisData,
  options: { mode: MergeMode; productNames: ReadonlyArray<string>; notWritten?: NotWritten },
): TriageImport {
  const { productNames } = options;
  const notWritten = options.notWritten ?? (() => false);
  const values = structuredClone(current);
  const notes = analysis.additionalNotes;
  const kept = new Set<TriageFieldPath>();
  // The field's mode; a field kept from Replace is remembered, to be named if the answer differs.
  const modeOf = (path: TriageFieldPath) => {
    const mode = fillModeFor(options.mode, path, valueAt(current, path), notWritten);
    if (mode !== options.mode) kept.add(path);
    return mode;
  };

  values.chiefComplaint.complaint = mergeText(values.chiefComplaint.complaint, analysis.chiefComplaint, modeOf('chiefComplaint.complaint'));
  const duration = analysis.complaintDuration && DURATIONS.includes(analysis.complaintDuration) ? analysis.complaintDuration : null;
  values.chiefComplaint.duration = mergeChoice(values.chiefComplaint.duration, duration, modeOf('chiefComplaint.duration'));

  // Cases the note names go in by the mode. General health (2), the default when none matched, only
  // fills a form without any reason yet: a default is not something the note said.
  const reason = values.reasonForConsultation;
  const hasReason = reason.mainCaseIds.length > 0 || reason.otherCases.length > 0;
  if (casesStated(analysis)) reason.mainCaseIds = mergeList(reason.mainCaseIds, analysis.mainCaseIds.filter((caseId) => VALID_CASE_IDS.includes(caseId)), modeOf('reasonForConsultation.mainCaseIds'));
  else if (!hasReason) reason.mainCaseIds = [CASE_IDS.generalHealth];

  for (const key of NORMAL_KEYS) {
    const stated = notes[key] === 'Normal' || notes[key] === 'Abnormal' ? notes[key] : null;
    values.additionalNotes[key] = mergeChoice(values.additionalNotes[key], stated, modeOf(`additionalNotes.${key}`));
  }
  for (const key of YES_NO_KEYS) {
    const stated = notes[key] == null ? null : notes[key] ? 'yes' : 'no';
    values.additionalNotes[key] = mergeChoice(values.additionalNotes[key], stated, modeOf(`additionalNotes.${key}`));
  }
  values.additionalNotes.supplements = mergeText(values.additionalNotes.supplements, notes.supplements, modeOf('additionalNotes.supplements'));
  values.additionalNotes.specialDiets = mergeText(values.additionalNotes.specialDiets, analysis.specialDiets, modeOf('additionalNotes.specialDiets'));

  const medications = matchMedications(analysis.medications, productNames);
  values.additionalNotes.medications = mergeList(values.additionalNotes.medications, medications, modeOf('additionalNotes.medications'), (a, b) => a.toLowerCase() === b.toLowerCase());

  const evidence = evidenceByPath(analysis.evidence);
  const paths: TriageFieldPath[] = [
    'chiefComplaint.complaint',
    'chiefComplaint.duration',
    'reasonForConsultation.mainCaseIds',
    ...NORMAL_KEYS.map((key) => `additionalNotes.${key}` as const),
    ...YES_NO_KEYS.map((key) => `additionalNotes.${key}` as const),
    'additionalNotes.supplements',
    'additionalNotes.specialDiets',
    'additionalNotes.medications',
  ];
  const filled = paths.filter((path) => !same(valueAt(values, path), valueAt(current, path))).map((path) => ({ path, evidence: evidence[path] ?? '' }));
  // Named only where the answer differs from what was kept: the note's answer was left out or added to.
  // (Replace over every field, the person's too, gives the answer as the note has it.)
  if (kept.size === 0) return { values, filled, kept: [] };
  const answered = applyTriage(current, analysis, { mode: 'replace', productNames, notWritten: () => true }).values;
  return { values, filled, kept: paths.filter((path) => kept.has(path) && !same(valueAt(answered, path), valueAt(values, path))) };
}

/** A form value by its dotted path. */
export function valueAt(values: SubjectiveFormValues, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), values);
}
