// The task pool runs our modules' exports in worker threads with a time limit, a heap limit and a
// bounded queue; the event loop of the calling thread stays free while a task runs.
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from './http.ts';
import { POOL_BUSY, TASK_TOO_LARGE, TASK_TOO_LONG, TaskError, TaskLimitError, createTaskPool } from './task-pool.ts';

const FIXTURE = new URL('./task-pool.fixture.ts', import.meta.url);
// Time limits far above what the quick tasks need even on a loaded machine; the one test of the
// time limit has a pool of its own with a short one.
const pool = createTaskPool({ threads: 1, maxQueue: 1, timeoutMs: 30_000, maxHeapMb: 64 });
const hasty = createTaskPool({ threads: 1, maxQueue: 1, timeoutMs: 3_000 });
afterAll(() => Promise.all([pool.close(), hasty.close()]));

describe('the task pool', () => {
  it('runs a TypeScript module export in a thread and returns its plain-data result', async () => {
    expect(await pool.run(FIXTURE, 'double', { value: 21 })).toEqual({ value: 42, bytes: new Uint8Array([1, 2, 3]) });
  });

  it('keeps the calling thread free while a task runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    await pool.run(FIXTURE, 'spin', { ms: 400 });
    clearInterval(timer);
    // In the calling thread the interval could not have fired once during 400 ms of spinning.
    expect(ticks).toBeGreaterThan(5);
  });

  it('stops a task past its time limit, then runs the next one', async () => {
    const stopped = await hasty.run(FIXTURE, 'spin', { ms: 600_000 }).catch((error) => error);
    expect(stopped).toBeInstanceOf(TaskLimitError);
    expect(stopped).toMatchObject({ status: 422, message: TASK_TOO_LONG });
    expect(await hasty.run(FIXTURE, 'double', { value: 1 })).toMatchObject({ value: 2 });
  });

  it('stops a task that passes its heap limit, then runs the next one', async () => {
    const stopped = await pool.run(FIXTURE, 'hog', {}).catch((error) => error);
    expect(stopped).toBeInstanceOf(TaskLimitError);
    expect(stopped).toMatchObject({ status: 422, message: TASK_TOO_LARGE });
    expect(await pool.run(FIXTURE, 'double', { value: 2 })).toMatchObject({ value: 4 });
  });

  it('answers 503 with Retry-After when the queue is full, at once', async () => {
    // A ready thread first (the previous test's was stopped), so the queue is all that is counted.
    await pool.run(FIXTURE, 'double', { value: 0 });
    const running = pool.run(FIXTURE, 'spin', { ms: 600 });
    const queued = pool.run(FIXTURE, 'double', { value: 3 });
    const refused = await pool.run(FIXTURE, 'double', { value: 4 }).catch((error) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 503, message: POOL_BUSY, headers: { 'retry-after': '5' } });
    await running;
    expect(await queued).toMatchObject({ value: 6 });
  });

  it("brings a task's errors back: an HttpError with its status and field errors, others by name", async () => {
    const refused = await pool.run(FIXTURE, 'refuse', { message: 'Too many pages.' }).catch((error) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 422, message: 'Too many pages.', errors: [{ path: 'file', message: 'Too many pages.' }] });
    const failed = await pool.run(FIXTURE, 'fail', {}).catch((error) => error);
    expect(failed).toBeInstanceOf(TaskError);
    expect(failed).toMatchObject({ name: 'RangeError', message: 'out of range' });
  });
});
