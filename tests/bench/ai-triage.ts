// `BENCH_ONLY=ai-triage pnpm bench`: per-field accuracy and micro F1 of the rules
// engine's triage extraction, by running `pnpm ai:triage` on the labelled set the rules were
// tuned on and on the held-out set they were not (tests/ai; target micro F1 ≥ 0.9), plus the
// command's time per note.
import {
  HELD_OUT_SET,
  LABELLED_SET,
  evaluate,
  formatEvaluation,
  readLabelled,
  runTriageCommand,
} from '../../services/inventory/src/ai/triage-evaluation.ts';

export async function benchAiTriage(): Promise<void> {
  for (const [name, file] of [
    ['labelled set (tuned on)', LABELLED_SET],
    ['held-out set (not tuned on)', HELD_OUT_SET],
  ] as const) {
    const notes = readLabelled(file);
    const started = performance.now();
    const predictions = await runTriageCommand(notes, { AI_PROVIDER: 'rules' });
    const elapsed = performance.now() - started;
    const result = evaluate(notes, predictions);
    console.log(`\nAI triage, rules engine, ${name}: micro F1 ${result.micro.f1.toFixed(3)} (target ≥ 0.9)`);
    console.log(formatEvaluation(result));
    console.log(`pnpm ai:triage: ${(elapsed / notes.length).toFixed(1)} ms per note including the command's start-up (${notes.length} notes)`);
  }
}
