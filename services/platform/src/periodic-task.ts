// Background work every process does on a timer (the lab result poller, the audit chain head
// export): a first pass at start, then one every intervalMs; a pass still running when the next
// is due is not doubled, a failed pass is logged and the next one tries again, and stop() waits
// for the pass under way. The timer never keeps the process alive.

export interface PeriodicTask<Result> {
  /** One pass now (tests, and the first pass at start); joins the pass under way, if any. */
  tick(): Promise<Result>;
  stop(): Promise<void>;
}

export function startPeriodicTask<Result>(logName: string, pass: () => Promise<Result>, intervalMs: number): PeriodicTask<Result> {
  let running: Promise<Result> | null = null;
  let stopped = false;
  const tick = (): Promise<Result> => {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };
  const safeTick = () => {
    if (!stopped && !running) tick().catch((error) => console.error(`${logName}:`, error instanceof Error ? error.message : error));
  };
  const timer = setInterval(safeTick, intervalMs);
  timer.unref();
  queueMicrotask(safeTick);
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
