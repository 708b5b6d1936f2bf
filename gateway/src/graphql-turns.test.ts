// The public port's limit on GraphQL operations run at once (graphql-node-path.ts): the rest wait
// their turn in order, a full queue is answered 503 at once, and a caller who leaves while waiting
// gives its turn back.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GATEWAY_BUSY, graphqlNodePath } from './graphql-node-path.ts';

type Gate = { release(): void };

/** A gateway stand-in whose operations each wait until released, counting how many run at once. */
function slowGateway() {
  const waiting: Gate[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const gateway = {
    fetchAPI: { Headers, Request },
    // Called as the node path calls Yoga's fetch: the address, the request's init and the server context.
    fetch: async (url: string, init: RequestInit) => {
      await new Request(url, init).text();
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise<void>((release) => waiting.push({ release }));
      running -= 1;
      return new Response('{"data":{"ok":true}}', { headers: { 'content-type': 'application/json' } });
    },
  };
  return {
    gateway: gateway as never,
    waiting,
    mostAtOnce: () => mostAtOnce,
    async releaseAll() {
      while (waiting.length) waiting.shift()!.release();
      await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(gateway: never, options: { maxConcurrentOperations: number; maxWaitingOperations?: number; maxTurnWaitMs?: number }): Promise<string> {
  const handler = graphqlNodePath(gateway, { publicUrl: 'http://localhost', ...options });
  const server = http.createServer((request, response) => {
    if (!handler(request, response)) response.end('not the API');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

const post = (url: string, signal?: AbortSignal) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ ok }"}', signal });

/** Waits up to 2 s for the condition (vi.waitUntil fails the test past it). */
const until = (condition: () => boolean) => vi.waitUntil(condition, { timeout: 2_000, interval: 10 });

describe('GraphQL operations at once', () => {
  it('runs at most the limit at once and the rest in their turn', async () => {
    const slow = slowGateway();
    const url = await serve(slow.gateway, { maxConcurrentOperations: 2 });
    const answers = Array.from({ length: 5 }, () => post(url));
    await until(() => slow.waiting.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(slow.waiting.length).toBe(2);
    while ((await Promise.race([Promise.all(answers).then(() => 'done'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 30))])) === 'waiting') {
      await slow.releaseAll();
    }
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(slow.mostAtOnce()).toBe(2);
  });

  it('answers 503 with Retry-After at once when the waiting line is full', async () => {
    const slow = slowGateway();
    const url = await serve(slow.gateway, { maxConcurrentOperations: 1, maxWaitingOperations: 1 });
    const first = post(url);
    await until(() => slow.waiting.length === 1);
    const second = post(url); // waits its turn
    await new Promise((resolve) => setTimeout(resolve, 30));
    const third = await post(url);
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('5');
    expect(((await third.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(GATEWAY_BUSY);
    await slow.releaseAll();
    await until(() => slow.waiting.length === 1);
    await slow.releaseAll();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
  });

  it('gives back the turn of a caller who left while waiting, so later callers are still served', async () => {
    const slow = slowGateway();
    const url = await serve(slow.gateway, { maxConcurrentOperations: 1 });
    const first = post(url);
    await until(() => slow.waiting.length === 1);
    const leaving = new AbortController();
    const left = post(url, leaving.signal).catch((error: Error) => error.name);
    await new Promise((resolve) => setTimeout(resolve, 30));
    leaving.abort();
    expect(await left).toBe('AbortError');
    // The server sees the connection close.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await slow.releaseAll();
    expect((await first).status).toBe(200);
    // The one who left never ran: nothing waits in the gateway now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(slow.waiting.length).toBe(0);
    const later = post(url);
    await until(() => slow.waiting.length === 1);
    await slow.releaseAll();
    expect((await later).status).toBe(200);
  });

  it('runs an operation anyway once it has waited its longest, so slow operations holding every turn stall no one for long', async () => {
    const slow = slowGateway();
    const url = await serve(slow.gateway, { maxConcurrentOperations: 1, maxTurnWaitMs: 200 });
    const stuck = post(url);
    await until(() => slow.waiting.length === 1);
    const next = post(url);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(slow.waiting.length).toBe(1);
    // Past its longest wait it runs beside the stuck one, which still holds the turn.
    await until(() => slow.waiting.length === 2);
    slow.waiting.pop()!.release();
    expect((await next).status).toBe(200);
    await slow.releaseAll();
    expect((await stuck).status).toBe(200);
    // The turn it no longer needed is not taken twice: the next caller runs alone, at once.
    const after = post(url);
    await until(() => slow.waiting.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(slow.waiting.length).toBe(1);
    await slow.releaseAll();
    expect((await after).status).toBe(200);
    expect(slow.mostAtOnce()).toBe(2);
  });
});
