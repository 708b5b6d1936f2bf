// One gateway worker of `pnpm start` (forked by services/host/src/main.ts through node:cluster): the
// public port against the services of the primary process (gateway/src/server.ts).
import { register } from 'tsx/esm/api';

register();
await import('../gateway/src/server.ts');
