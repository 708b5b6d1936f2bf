// One REST service as its own process (`pnpm service <name>`; services/host/src/run-service.ts,
// TypeScript run by tsx). `pnpm start` with DATABASE_URL forks one of these per service.
import { register } from 'tsx/esm/api';

register();
await import('../services/host/src/run-service.ts');
