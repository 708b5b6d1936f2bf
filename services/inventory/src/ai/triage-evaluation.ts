// Scores `pnpm ai:triage` predictions against the labelled set (tests/ai/triage-labelled.jsonl):
// per-field accuracy over the notes that state the field, and micro F1 over every field value.
// A labelled null means the note does not state the field: it is not counted for accuracy, but a
// value predicted for it is a false positive. Lists (case ids, medications) count per item; free
// text (chief complaint, supplements, diets) matches when each labelled item is contained in the
// prediction, case-insensitive ('a|b' in a label: either wording).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TriagePrediction } from './triage-cli.ts';

export interface LabelledNote {
  id: string;
  species: string;
  note: string;
  now?: string;
  expected: TriagePrediction;
}

export const FIELDS = [
  'chief_complaint',
  'complaint_duration',
  'main_case',
  'water_intake',
  'appetite',
  'travel',
  'coughing',
  'sneezing',
  'vomiting',
  'diarrhea',
  'supplements',
  'medications',
  'special_diets',
] as const;
export type Field = (typeof FIELDS)[number];

export interface FieldScore {
  /** Notes that state the field. */
  stated: number;
  correct: number;
  accuracy: number;
  tp: number;
  fp: number;
  fn: number;
}

export interface Evaluation {
  notes: number;
  fields: Record<Field, FieldScore>;
  micro: { tp: number; fp: number; fn: number; precision: number; recall: number; f1: number };
  /** Per note, the fields it got wrong (expected vs predicted), for reading the misses. */
  misses: { id: string; field: Field; expected: unknown; predicted: unknown }[];
}

function valueOf(prediction: TriagePrediction, field: Field): unknown {
  if (field in prediction.additional_notes) return prediction.additional_notes[field as keyof TriagePrediction['additional_notes']];
  return prediction[field as keyof TriagePrediction];
}

const items = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** [tp, fp, fn, correct] for one field of one note. */
function score(field: Field, expected: unknown, predicted: unknown): [number, number, number, boolean] {
  const empty = (value: unknown) => value === null || value === undefined || (Array.isArray(value) && value.length === 0);
  if (field === 'main_case' || field === 'medications') {
    const want = new Set((expected as (string | number)[]).map((v) => String(v).toLowerCase()));
    const got = new Set(((predicted as (string | number)[]) ?? []).map((v) => String(v).toLowerCase()));
    const tp = [...want].filter((v) => got.has(v)).length;
    return [tp, got.size - tp, want.size - tp, tp === want.size && got.size === want.size];
  }
  if (empty(expected)) return [0, empty(predicted) ? 0 : 1, 0, empty(predicted)];
  if (empty(predicted)) return [0, 0, 1, false];
  let correct: boolean;
  if (field === 'chief_complaint' || field === 'supplements' || field === 'special_diets') {
    const text = String(predicted).toLowerCase();
    // 'itch|pruritus': any of the alternatives a person might write.
    correct = items(String(expected)).every((item) => item.split('|').some((alternative) => text.includes(alternative.trim())));
  } else {
    correct = expected === predicted;
  }
  return correct ? [1, 0, 0, true] : [0, 1, 1, false];
}

export function evaluate(labelled: LabelledNote[], predictions: Map<string, TriagePrediction>): Evaluation {
  const fields = Object.fromEntries(FIELDS.map((field) => [field, { stated: 0, correct: 0, accuracy: 0, tp: 0, fp: 0, fn: 0 }])) as Record<Field, FieldScore>;
  const misses: Evaluation['misses'] = [];
  for (const note of labelled) {
    const predicted = predictions.get(note.id);
    if (!predicted) throw new Error(`No prediction for ${note.id}`);
    for (const field of FIELDS) {
      const want = valueOf(note.expected, field);
      const got = valueOf(predicted, field);
      const [tp, fp, fn, correct] = score(field, want, got);
      const entry = fields[field];
      const stated = !(want === null || (Array.isArray(want) && want.length === 0 && field !== 'medications'));
      if (stated) {
        entry.stated++;
        if (correct) entry.correct++;
      }
      entry.tp += tp;
      entry.fp += fp;
      entry.fn += fn;
      if (!correct) misses.push({ id: note.id, field, expected: want, predicted: got });
    }
  }
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const field of FIELDS) {
    const entry = fields[field];
    entry.accuracy = entry.stated ? entry.correct / entry.stated : 1;
    tp += entry.tp;
    fp += entry.fp;
    fn += entry.fn;
  }
  const precision = tp + fp ? tp / (tp + fp) : 1;
  const recall = tp + fn ? tp / (tp + fn) : 1;
  return { notes: labelled.length, fields, micro: { tp, fp, fn, precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 }, misses };
}

/** A field's F1 over its values: a value predicted for a note that does not state the field counts against it. */
export function fieldF1(entry: FieldScore): number {
  const precision = entry.tp + entry.fp ? entry.tp / (entry.tp + entry.fp) : 1;
  const recall = entry.tp + entry.fn ? entry.tp / (entry.tp + entry.fn) : 1;
  return precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
}

/** A table for people: per-field accuracy and F1, and the micro scores. */
export function formatEvaluation(result: Evaluation): string {
  const lines = [`Triage rules evaluation on ${result.notes} labelled notes`, 'field                 stated  correct  accuracy     F1'];
  for (const field of FIELDS) {
    const entry = result.fields[field];
    lines.push(`${field.padEnd(22)}${String(entry.stated).padStart(6)}  ${String(entry.correct).padStart(7)}  ${(entry.accuracy * 100).toFixed(1).padStart(7)}%  ${fieldF1(entry).toFixed(3)}`);
  }
  const { precision, recall, f1 } = result.micro;
  lines.push(`micro precision ${precision.toFixed(3)}  recall ${recall.toFixed(3)}  F1 ${f1.toFixed(3)}`);
  return lines.join('\n');
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const LABELLED_SET = path.join(ROOT, 'tests/ai/triage-labelled.jsonl');
/** Written after the rules were tuned on the labelled set, and not tuned on: the honest figure. */
export const HELD_OUT_SET = path.join(ROOT, 'tests/ai/triage-heldout.jsonl');

export function readLabelled(file: string): LabelledNote[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as LabelledNote);
}

/**
 * Runs `pnpm ai:triage` on the notes (their id, species, note and now only, never the labels) and
 * returns the predictions by id. env is added to the process environment (AI_PROVIDER=rules...).
 * Asynchronous, so a test server in this process can answer the command.
 */
export async function runTriageCommand(notes: LabelledNote[], env: Record<string, string> = {}): Promise<Map<string, TriagePrediction>> {
  const input = notes.map(({ id, species, note, now }) => JSON.stringify({ id, species, note, ...(now ? { now } : {}) })).join('\n');
  const child = spawn('pnpm', ['--silent', 'ai:triage'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin.end(input);
  const status = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (status !== 0) throw new Error(`pnpm ai:triage exited ${status}: ${stderr}${stdout}`);
  const predictions = new Map<string, TriagePrediction>();
  for (const line of stdout.split('\n')) {
    if (!line.trim().startsWith('{')) continue;
    const row = JSON.parse(line) as { id: string; predicted?: TriagePrediction; error?: string };
    if (!row.predicted) throw new Error(`pnpm ai:triage failed on ${row.id}: ${row.error}`);
    predictions.set(row.id, row.predicted);
  }
  return predictions;
}
