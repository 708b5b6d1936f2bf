// How many gateway worker processes `pnpm start` runs (services/host/src/main.ts; docs/architecture.md,
// 'Processes and scaling' and 'Footprint of the embedded default').
import { availableParallelism } from 'node:os';

/**
 * GATEWAY_WORKERS (or WEB_CONCURRENCY) when set. Otherwise:
 * - on the embedded database (PGlite), everything in one process up to two cores — the footprint
 *   the embedded default promises (a gateway worker process holds some 150 MB more), and PGlite's
 *   one connection runs on the host's one thread anyway — and a worker per core beyond the first two;
 * - on PostgreSQL, one per core, and none on a one-core machine.
 */
export function gatewayWorkerCount(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism(), options: { embedded?: boolean } = {}): number {
  const configured = env.GATEWAY_WORKERS || env.WEB_CONCURRENCY;
  if (configured !== undefined && configured !== '') {
    const count = Number(configured);
    if (!Number.isInteger(count) || count < 0) throw new Error('GATEWAY_WORKERS must be a whole number (0 runs everything in one process)');
    return count;
  }
  if (options.embedded) return Math.max(0, cores - 2);
  return cores > 1 ? cores : 0;
}

/** Operations a public port runs at once on the embedded database unless GRAPHQL_CONCURRENCY says otherwise. */
export const EMBEDDED_GRAPHQL_CONCURRENCY = 8;

/**
 * How many GraphQL operations one public port executes at once (graphql-node-path.ts): GRAPHQL_CONCURRENCY
 * when set (0: no limit); otherwise EMBEDDED_GRAPHQL_CONCURRENCY on the embedded database, whose one
 * connection every service shares, and no limit on PostgreSQL.
 */
export function graphqlConcurrency(env: NodeJS.ProcessEnv = process.env, options: { embedded?: boolean } = {}): number | undefined {
  const configured = env.GRAPHQL_CONCURRENCY;
  if (configured !== undefined && configured !== '') {
    const count = Number(configured);
    if (!Number.isInteger(count) || count < 0) throw new Error('GRAPHQL_CONCURRENCY must be a whole number (0: no limit)');
    return count === 0 ? undefined : count;
  }
  return options.embedded ? EMBEDDED_GRAPHQL_CONCURRENCY : undefined;
}
