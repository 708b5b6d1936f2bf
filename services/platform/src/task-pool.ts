// CPU-heavy work off the request path: document conversion, PDF rendering and the rules engine's
// analysis run in a small pool of worker threads (piscina), so that one caller's large or hostile
// input never holds the event loop every clinic's requests share. Each task has a time limit (the
// thread running it is terminated when it passes) and each thread a heap limit (resourceLimits);
// the queue is bounded, and when it is full the caller gets a retryable 503 with Retry-After at
// once instead of waiting behind work that may never finish.
//
// A task is an exported function of one of our modules, named by the module's URL and the export:
// `runTask(new URL('./extract-text.ts', import.meta.url), 'extractText', input)`. Its input and
// result cross the thread boundary by structured clone (plain data, Uint8Array, Date). Errors come
// back by name, message and, for HttpError, status, so a route answers the same as in-process.
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { HttpError } from './http.ts';

export interface TaskPoolOptions {
  /** Threads running tasks at once (default: the cores less one, at least 1, at most 4). */
  threads?: number;
  /** Threads kept when idle, with the modules they loaded (default 0: idle threads end after 30 s). */
  minThreads?: number;
  /** Tasks waiting for a thread before new ones are refused with 503 (default 16). */
  maxQueue?: number;
  /** A task running longer than this is stopped and answered as TaskLimitError (default 10 s). */
  timeoutMs?: number;
  /** Each thread's old-generation heap, MB (default 256): a task that needs more is stopped. */
  maxHeapMb?: number;
}

export const POOL_BUSY = 'The server is busy with other work. Please try again in a few seconds.';
export const TASK_TOO_LONG = 'This took too long to process and was stopped. Try a smaller or simpler input.';
export const TASK_TOO_LARGE = 'This needed too much memory to process and was stopped. Try a smaller or simpler input.';
const RETRY_AFTER_SECONDS = '5';

/** A task stopped by its time or memory limit: answered 422, the input is what made it so. */
export class TaskLimitError extends HttpError {
  constructor(message: string) {
    super(422, message);
    this.name = 'TaskLimitError';
  }
}

/** An error a task threw, as it crossed back: its name and message, and its status when it was an HttpError. */
export class TaskError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

interface TaskEnvelope {
  module: string;
  name: string;
  input: unknown;
}

type TaskOutcome = { ok: true; value: unknown } | { ok: false; name: string; message: string; status?: number; errors?: unknown };

export interface TaskPool {
  run<T>(module: URL | string, name: string, input: unknown): Promise<T>;
  /** Threads busy, tasks waiting, and the limits (for the health and bench figures). */
  stats(): { threads: number; queued: number; completed: number; maxQueue: number };
  close(): Promise<void>;
}

const WORKER = fileURLToPath(new URL('./task-worker.mjs', import.meta.url));

/**
 * In the server build (scripts/build-server.mjs), each task module's source URL and the URL of its
 * build: the threads then load built JavaScript and compile nothing. Run from source, none.
 */
declare const SERVER_TASK_MODULES: Record<string, string> | undefined;
const BUILT_TASK_MODULES: Record<string, string> = typeof SERVER_TASK_MODULES === 'object' ? SERVER_TASK_MODULES : {};
const taskModuleUrl = (module: URL | string) => {
  const url = String(module);
  return BUILT_TASK_MODULES[url] ?? url;
};

function defaults(): Required<TaskPoolOptions> {
  const number = (variable: string, fallback: number, least = 1) => {
    const raw = process.env[variable];
    const value = Number(raw);
    return raw !== undefined && raw !== '' && Number.isInteger(value) && value >= least ? value : fallback;
  };
  return {
    threads: number('TASK_THREADS', Math.min(4, Math.max(1, os.availableParallelism() - 1))),
    minThreads: 0,
    // 0: no task waits; one that finds every thread busy is answered 503 at once.
    maxQueue: number('TASK_QUEUE', 16, 0),
    timeoutMs: number('TASK_TIMEOUT_MS', 10_000),
    maxHeapMb: number('TASK_MAX_HEAP_MB', 256),
  };
}

export function createTaskPool(options: TaskPoolOptions = {}): TaskPool {
  const settings = { ...defaults(), ...options };
  const piscina = new Piscina<TaskEnvelope, TaskOutcome>({
    filename: WORKER,
    minThreads: Math.min(settings.minThreads, settings.threads),
    maxThreads: settings.threads,
    // The bound that counts is ours (inFlight below): piscina's own admits a few more while threads start.
    maxQueue: settings.maxQueue + settings.threads,
    // Idle threads end after a while, so an idle product holds no thread's heap.
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: settings.maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  });

  let inFlight = 0;
  return {
    async run<T>(module: URL | string, name: string, input: unknown): Promise<T> {
      if (inFlight >= settings.threads + settings.maxQueue) throw busy();
      const envelope: TaskEnvelope = { module: taskModuleUrl(module), name, input };
      let outcome: TaskOutcome;
      inFlight += 1;
      try {
        outcome = await piscina.run(envelope, { signal: AbortSignal.timeout(settings.timeoutMs) });
      } catch (error) {
        throw poolError(error);
      } finally {
        inFlight -= 1;
      }
      if (outcome.ok) return outcome.value as T;
      if (outcome.status) {
        throw new HttpError(outcome.status as HttpError['status'], outcome.message, (outcome.errors as HttpError['errors']) ?? []);
      }
      throw new TaskError(outcome.name, outcome.message);
    },
    stats: () => ({ threads: piscina.threads.length, queued: Math.max(0, inFlight - settings.threads), completed: piscina.completed, maxQueue: settings.maxQueue }),
    close: () => piscina.close({ force: true }),
  };
}

const busy = () => new HttpError(503, POOL_BUSY, [], { 'retry-after': RETRY_AFTER_SECONDS });

function poolError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string } | null)?.code;
  if (message === 'Task queue is at limit' || message === 'No task queue available and all Workers are busy') return busy();
  if ((error as { name?: string } | null)?.name === 'AbortError') return new TaskLimitError(TASK_TOO_LONG);
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return new TaskLimitError(TASK_TOO_LARGE);
  return error instanceof Error ? error : new Error(message);
}

let shared: TaskPool | null = null;

/**
 * The process's pool, made on first use. Its threads end when idle, so a process that never
 * runs a task (or has finished) is not held open by it.
 */
export function taskPool(): TaskPool {
  shared ??= createTaskPool();
  return shared;
}

/**
 * Makes the process's pool keep a thread when idle, and runs the given tasks in it so that the
 * modules they load are loaded before the first request needs them: a server calls this once at
 * start (a cold thread takes a second or more to load a service's modules and pdf.js).
 */
export async function warmTaskPool(tasks: { module: URL | string; name: string }[]): Promise<void> {
  shared ??= createTaskPool({ minThreads: 1 });
  const pool = shared;
  await Promise.all(tasks.map((task) => pool.run(task.module, task.name, {})));
}

/** Runs a task in the process's pool (see the file's head). */
export function runTask<T>(module: URL | string, name: string, input: unknown): Promise<T> {
  return taskPool().run<T>(module, name, input);
}

/** Ends the process's pool (on shutdown); the next runTask makes a new one. */
export async function closeTaskPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
