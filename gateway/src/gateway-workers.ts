// How many gateway worker processes `pnpm start` runs (services/host/src/main.ts; docs/architecture.md,
// 'Processes and scaling').
import { availableParallelism } from 'node:os';

/** GATEWAY_WORKERS (or WEB_CONCURRENCY); by default one per core, none on a one-core machine. */
export function gatewayWorkerCount(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): number {
  const configured = env.GATEWAY_WORKERS || env.WEB_CONCURRENCY;
  if (configured !== undefined && configured !== '') {
    const count = Number(configured);
    if (!Number.isInteger(count) || count < 0) throw new Error('GATEWAY_WORKERS must be a whole number (0 runs everything in one process)');
    return count;
  }
  return cores > 1 ? cores : 0;
}
