import { describe, expect, it } from 'vitest';
import { EMBEDDED_GRAPHQL_CONCURRENCY, gatewayWorkerCount, graphqlConcurrency } from './gateway-workers.ts';

describe('gateway workers of pnpm start', () => {
  it('on PostgreSQL runs one per core by default, and everything in one process on one core', () => {
    expect(gatewayWorkerCount({}, 2)).toBe(2);
    expect(gatewayWorkerCount({}, 8)).toBe(8);
    expect(gatewayWorkerCount({}, 1)).toBe(0);
  });

  it('on the embedded database keeps one process up to two cores, then a worker per core beyond two', () => {
    expect(gatewayWorkerCount({}, 1, { embedded: true })).toBe(0);
    expect(gatewayWorkerCount({}, 2, { embedded: true })).toBe(0);
    expect(gatewayWorkerCount({}, 4, { embedded: true })).toBe(2);
    expect(gatewayWorkerCount({ GATEWAY_WORKERS: '1' }, 2, { embedded: true })).toBe(1);
  });

  it('takes GATEWAY_WORKERS, or else WEB_CONCURRENCY; 0 keeps one process', () => {
    expect(gatewayWorkerCount({ GATEWAY_WORKERS: '3' }, 2)).toBe(3);
    expect(gatewayWorkerCount({ GATEWAY_WORKERS: '0' }, 2)).toBe(0);
    expect(gatewayWorkerCount({ WEB_CONCURRENCY: '4' }, 2)).toBe(4);
    expect(gatewayWorkerCount({ GATEWAY_WORKERS: '1', WEB_CONCURRENCY: '4' }, 2)).toBe(1);
  });

  it('refuses a count that is not a whole number', () => {
    expect(() => gatewayWorkerCount({ GATEWAY_WORKERS: 'two' }, 2)).toThrow('GATEWAY_WORKERS must be a whole number');
    expect(() => gatewayWorkerCount({ GATEWAY_WORKERS: '-1' }, 2)).toThrow('GATEWAY_WORKERS must be a whole number');
    expect(() => gatewayWorkerCount({ GATEWAY_WORKERS: '1.5' }, 2)).toThrow('GATEWAY_WORKERS must be a whole number');
  });

  it('limits GraphQL operations at once on the embedded database only, unless GRAPHQL_CONCURRENCY says otherwise', () => {
    expect(graphqlConcurrency({}, { embedded: true })).toBe(EMBEDDED_GRAPHQL_CONCURRENCY);
    expect(graphqlConcurrency({}, { embedded: false })).toBeUndefined();
    expect(graphqlConcurrency({ GRAPHQL_CONCURRENCY: '32' }, { embedded: false })).toBe(32);
    expect(graphqlConcurrency({ GRAPHQL_CONCURRENCY: '0' }, { embedded: true })).toBeUndefined();
    expect(() => graphqlConcurrency({ GRAPHQL_CONCURRENCY: 'many' })).toThrow('GRAPHQL_CONCURRENCY must be a whole number');
  });
});
