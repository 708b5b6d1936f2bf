// `pnpm ai:triage`: batch triage for use and evaluation. Reads JSON lines {"id","species","note"}
// (optionally "now", an ISO date that relative durations such as 'since Tuesday' count back from)
// on standard input and writes {"id","predicted":{...}} lines with the active provider (AI_PROVIDER
// and the other AI_* settings). A line that cannot be read or triaged gets {"id","error"}.
import { createInterface } from 'node:readline';
import { createAiEngine } from './engine.ts';
import { triage } from './language.ts';
import type { TriageAnalysis } from './rules/triage.ts';

export interface TriagePrediction {
  chief_complaint: string | null;
  complaint_duration: string | null;
  main_case: number[];
  additional_notes: TriageAnalysis['additional_notes'];
  medications: string[];
  special_diets: string | null;
}

/** The analysis in the command's flat shape. */
export function predictionOf(analysis: TriageAnalysis): TriagePrediction {
  return {
    chief_complaint: analysis.chief_complaint,
    complaint_duration: analysis.complaint_duration.duration,
    main_case: analysis.reason_for_consultation.main_case,
    additional_notes: analysis.additional_notes,
    medications: analysis.medication_schema.medicationList
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    special_diets: analysis.special_diets_schema.dietDetails,
  };
}

async function main(): Promise<void> {
  const engine = createAiEngine();
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let failed = 0;
  for await (const line of lines) {
    if (!line.trim()) continue;
    let id: unknown = null;
    try {
      const input = JSON.parse(line) as { id?: unknown; species?: string | null; note?: unknown; now?: string };
      id = input.id ?? null;
      if (typeof input.note !== 'string' || !input.note.trim()) throw new Error('"note" must be a non-empty string');
      const now = input.now ? new Date(input.now) : undefined;
      if (now && Number.isNaN(now.getTime())) throw new Error('"now" must be an ISO date');
      const analysis = await triage(engine, input.note, { species: input.species ?? null, now });
      process.stdout.write(`${JSON.stringify({ id, predicted: predictionOf(analysis) })}\n`);
    } catch (error) {
      failed++;
      process.stdout.write(`${JSON.stringify({ id, error: error instanceof Error ? error.message : String(error) })}\n`);
    }
  }
  if (failed > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
