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
  const configured = wholeNumberSetting(env.GATEWAY_WORKERS || env.WEB_CONCURRENCY, 'GATEWAY_WORKERS must be a whole number (0 runs everything in one process)');
  if (configured !== undefined) return configured;
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
  const configured = wholeNumberSetting(env.GRAPHQL_CONCURRENCY, 'GRAPHQL_CONCURRENCY must be a whole number (0: no limit)');
  if (configured !== undefined) return configured === 0 ? undefined : configured;
  return options.embedded ? EMBEDDED_GRAPHQL_CONCURRENCY : undefined;
}

/** A setting that is a whole number of 0 or more, or undefined when not set; anything else is refused with `refusal`. */
function wholeNumberSetting(value: string | undefined, refusal: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) throw new Error(refusal);
  return count;
}
