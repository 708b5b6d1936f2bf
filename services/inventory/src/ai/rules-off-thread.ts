// The rules engine's analyses and the template builder's document reading (unzipping, PDF pages,
// parsing) run on the task pool's worker threads (@vetchart/platform/task-pool). Their patterns are
// linear (pattern-safety.test.ts) and their inputs bounded at the API, but a 20,000-character note
// or a 200-page PDF still takes real CPU, and a pet parent's link can ask for some of it: on a
// worker thread, with the pool's time and memory limits, it never holds the event loop every
// clinic's requests share. The tasks are in rules-tasks.ts; each caller runs its own with
// `runTask(RULES_TASKS, '<name>Task', input)`, so this module imports none of the engine's.
//
// The recommendation engine stays in the request's thread: its rules interleave with database
// queries (the clinic's catalogue and knowledge base) and each of its steps is small.
import { warmTaskPool } from '@vetchart/platform/task-pool';

export const RULES_TASKS = new URL('./rules-tasks.ts', import.meta.url);

/** Keeps a pool thread with the tasks' modules (and pdf.js) loaded: the product calls it at start. */
export const warmRulesThread = () => warmTaskPool([{ module: RULES_TASKS, name: 'warmTask' }]);
