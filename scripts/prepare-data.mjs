// A first start's new embedded data folder, made apart (services/host/src/prepare-data.ts), when
// `pnpm start` runs the TypeScript sources through tsx instead of the server build.
import { register } from 'tsx/esm/api';

register();
await import('../services/host/src/prepare-data.ts');
