// The rules engine's analyses and the template builder's document reading (unzipping, PDF pages,
// parsing) on the task pool's worker threads (@vetchart/platform/task-pool).
// Their patterns are linear (pattern-safety.test.ts) and their inputs bounded at the API, but a
// 20,000-character note still takes real CPU, and a pet parent's link can ask for it: on a worker
// thread, with the pool's time and memory limits, it never holds the event loop every clinic's
// requests share. The tasks are in rules-tasks.ts; only types are imported here, so the engine's
// modules can call these without importing themselves.
//
// The recommendation engine stays in the request's thread: its rules interleave with database
// queries (the clinic's catalogue and knowledge base) and each of its steps is small.
import { runTask, warmTaskPool } from '@vetchart/platform/task-pool';
import type { ExamResult } from './physical-exam.ts';
import type { CleanUpResult } from './rules/clean-up.ts';
import type { TriageAnalysis, TriageOptions } from './rules/triage.ts';
import type { CanvasChatInput, CanvasChatReply } from './soap/canvas-chat.ts';
import type { CatalogueMedication } from './soap/drug-filter.ts';
import type { GeneratedSoapNote, SoapNoteInput } from './soap/soap-note.ts';
import type { ConversionResult } from './soap/template/convert.ts';

const TASKS = new URL('./rules-tasks.ts', import.meta.url);

export const rulesOffThread = {
  /** Keeps a pool thread with these tasks' modules loaded (the product calls it at start). */
  warm: () => warmTaskPool([{ module: TASKS, name: 'warmTask' }]),
  triage: (note: string, options: TriageOptions = {}) => runTask<TriageAnalysis>(TASKS, 'triageTask', { note, options }),
  cleanUp: (texts: string[]) => runTask<CleanUpResult[]>(TASKS, 'cleanUpTask', { texts }),
  soapNote: (input: SoapNoteInput, catalogue: CatalogueMedication[], now: Date) => runTask<GeneratedSoapNote>(TASKS, 'soapNoteTask', { input, catalogue, now }),
  chatReply: (input: CanvasChatInput, catalogue: CatalogueMedication[], now: Date) => runTask<CanvasChatReply>(TASKS, 'chatReplyTask', { input, catalogue, now }),
  physicalExam: (observations: string) => runTask<ExamResult[]>(TASKS, 'physicalExamTask', { observations }),
  /** The document's text; a document the builder refuses is an HttpError 422 with its message. */
  extractText: (bytes: Uint8Array, extension: string) => runTask<string>(TASKS, 'extractTextTask', { bytes, extension }),
  convertTemplate: (text: string) => runTask<ConversionResult>(TASKS, 'convertWithRulesTask', { text }),
};
