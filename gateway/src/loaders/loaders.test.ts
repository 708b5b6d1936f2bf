// ctx.loaders against the real services: by-id reads are batched into one call per tick, each
// request's loaders have their own cache (nothing is shared between callers), an id the service
// does not return is a NotFoundError, and a oncePerRequest read is asked once per operation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallCounter } from '../clients/http.ts';
import { closeUpstreams, connectUpstreams, type Upstreams } from '../context.ts';
import { NotFoundError } from '../errors.ts';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';
import { createLoaders } from './index.ts';

let gateway: TestGateway;
let upstreams: Upstreams;
let admin: string;
let other: string;
let petIds: string[];

beforeAll(async () => {
  gateway = await startTestGateway();
  upstreams = connectUpstreams(gateway.upstreams);
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
  const counter: CallCounter = { upstreamCalls: 0 };
  petIds = (await createLoaders(upstreams, admin, counter).main.pets({ offset: 0, limit: 5 })).data.map((pet) => pet.id);
}, 120_000);

afterAll(async () => {
  await closeUpstreams(upstreams);
  await gateway?.close();
});

describe('createLoaders', () => {
  it('reads any number of pets asked for in one tick with one call, and answers them from its cache after', async () => {
    expect(petIds.length).toBeGreaterThanOrEqual(3);
    const counter: CallCounter = { upstreamCalls: 0 };
    const loaders = createLoaders(upstreams, admin, counter);
    const pets = await Promise.all(petIds.map((id) => loaders.main.pet.load(id)));
    expect(pets.map((pet) => pet.id)).toEqual(petIds);
    expect(counter.upstreamCalls).toBe(1);
    await loaders.main.pet.load(petIds[0]!);
    expect(counter.upstreamCalls).toBe(1);
  });

  it("gives each request its own loaders: another caller's request neither sees the first one's pets nor its cache", async () => {
    const first: CallCounter = { upstreamCalls: 0 };
    await createLoaders(upstreams, admin, first).main.pet.load(petIds[0]!);
    const second: CallCounter = { upstreamCalls: 0 };
    const [theirs] = await createLoaders(upstreams, other, second).main.pet.loadMany([petIds[0]!]);
    expect(theirs).toBeInstanceOf(NotFoundError);
    expect(second.upstreamCalls).toBe(1);
    expect(first.upstreamCalls).toBe(1);
  });

  it('asks for the visit statuses once per request however often they are read', async () => {
    const counter: CallCounter = { upstreamCalls: 0 };
    const loaders = createLoaders(upstreams, admin, counter);
    const [a, b] = await Promise.all([loaders.main.visitStatuses(), loaders.main.visitStatuses()]);
    expect(a.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
    expect(counter.upstreamCalls).toBe(1);
    await createLoaders(upstreams, admin, counter).main.visitStatuses();
    expect(counter.upstreamCalls).toBe(2);
  });
});
