// Where the processes `pnpm start` forks begin: a gateway worker, one separate service and the
// maker of a new embedded data folder. Run from the server build (scripts/build-server.mjs defines
// SERVER_BUILD_DIR), they are the bundled files beside the running one; run by tsx (the tests,
// `pnpm service`), the scripts that register tsx and import the TypeScript entry points.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

declare const SERVER_BUILD_DIR: string | undefined;

const built = typeof SERVER_BUILD_DIR === 'string' ? SERVER_BUILD_DIR : null;
const scripts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../scripts');

/** Whether this process runs the server build rather than the TypeScript sources. */
export const RUNNING_SERVER_BUILD = built !== null;
export const GATEWAY_WORKER_ENTRY = built ? path.join(built, 'gateway-worker.mjs') : path.join(scripts, 'gateway-worker.mjs');
export const SERVICE_ENTRY = built ? path.join(built, 'service.mjs') : path.join(scripts, 'service.mjs');
export const PREPARE_DATA_ENTRY = built ? path.join(built, 'prepare-data.mjs') : path.join(scripts, 'prepare-data.mjs');
