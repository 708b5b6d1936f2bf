// The triage import's lines (one per value the analysis states) with their sources: the spans of
// the note each value was read from (the analysis's evidence, checked against the note whichever
// provider read it). A value with no evidence, such as 'General health' chosen because no other
// case applies, is a line with no source.
import { durationLabel } from './rules/duration.ts';
import { speaksOfSkin, type TriageAnalysis } from './rules/triage.ts';
import { findQuote, spanSource, type AiLine, type AiSource } from './sources.ts';

export const TRIAGE_SOURCE_LABEL = 'Triage text';

const CASE_NAMES: Record<number, string> = { 1: 'Skin', 2: 'General health', 3: 'Vomiting', 4: 'Diarrhea' };
/** The evidence fields a case id rests on. */
const CASE_EVIDENCE: Record<number, string[]> = { 1: ['main_case'], 2: ['main_case'], 3: ['vomiting'], 4: ['diarrhea'] };

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * The sources of the analysis's values read from `field`: the evidence's spans where the note
 * holds its words at those offsets (an answer from the cache or a model is checked again).
 */
export function evidenceSources(analysis: TriageAnalysis, note: string, ...fields: string[]): AiSource[] {
  const text = note.replace(/\r\n?/g, '\n');
  return analysis.evidence.flatMap((item) => {
    if (!fields.includes(item.field) || !item.text.trim()) return [];
    if (text.slice(item.start, item.end) === item.text) return [spanSource('triage', TRIAGE_SOURCE_LABEL, text, item.start, item.end)];
    // A cached answer was read from the same note spaced otherwise: its words are found again.
    const found = findQuote(text, item.text);
    return found ? [spanSource('triage', TRIAGE_SOURCE_LABEL, text, found.start, found.end)] : [];
  });
}

/** One line per value the analysis states, in the form's order. */
export function triageLines(analysis: TriageAnalysis, note: string): AiLine[] {
  const lines: AiLine[] = [];
  const add = (text: string, ...fields: string[]) => lines.push({ text, sources: evidenceSources(analysis, note, ...fields) });
  if (analysis.chief_complaint) add(`Chief complaint: ${analysis.chief_complaint}`, 'chief_complaint');
  if (analysis.complaint_duration.duration) add(`Duration: ${durationLabel(analysis.complaint_duration.duration)}`, 'complaint_duration');
  for (const id of analysis.reason_for_consultation.main_case) {
    const sources = evidenceSources(analysis, note, ...CASE_EVIDENCE[id]!);
    // Main-case evidence names skin or general health; a skin hit is not the source of general health.
    const own = id === 1 || id === 2 ? sources.filter((source) => (id === 1) === speaksOfSkin(source.quote ?? '')) : sources;
    lines.push({ text: `Reason for consultation: ${CASE_NAMES[id] ?? `case ${id}`}`, sources: own });
  }
  const notes = analysis.additional_notes;
  if (notes.water_intake) add(`Water intake: ${notes.water_intake}`, 'water_intake');
  if (notes.appetite) add(`Appetite: ${notes.appetite}`, 'appetite');
  for (const [key, label] of [
    ['travel', 'Travel'],
    ['coughing', 'Coughing'],
    ['sneezing', 'Sneezing'],
    ['vomiting', 'Vomiting'],
    ['diarrhea', 'Diarrhea'],
  ] as const) {
    const value = notes[key];
    if (value !== null) add(`${label}: ${yesNo(value)}`, key);
  }
  if (notes.supplements) add(`Supplements: ${notes.supplements}`, 'supplements');
  if (analysis.medication_schema.medicationList) add(`Medications: ${analysis.medication_schema.medicationList}`, 'medications');
  if (analysis.special_diets_schema.dietDetails) add(`Special diets: ${analysis.special_diets_schema.dietDetails}`, 'special_diets');
  return lines;
}
