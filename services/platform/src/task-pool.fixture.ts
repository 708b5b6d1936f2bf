// Tasks for task-pool.test.ts: one quick, one that never ends, one that fills the heap, one that throws.
import { HttpError } from './http.ts';

export function double(input: { value: number }): { value: number; bytes: Uint8Array } {
  return { value: input.value * 2, bytes: new Uint8Array([1, 2, 3]) };
}

export function spin(input: { ms: number }): number {
  const until = Date.now() + input.ms;
  let turns = 0;
  while (Date.now() < until) turns += 1;
  return turns;
}

export function hog(): number {
  const kept: string[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, index) => `entry ${index} ${kept.length}`));
}

export function refuse(input: { message: string }): never {
  throw new HttpError(422, input.message, [{ path: 'file', message: input.message }]);
}

export function fail(): never {
  throw new RangeError('out of range');
}
