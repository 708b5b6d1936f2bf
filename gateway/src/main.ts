// Entry point of `pnpm start`: the whole product in this process (see product.ts).
import { loadConfigOrExit } from '@vetchart/platform/config';
import { startProduct } from './product.ts';

const config = loadConfigOrExit();
const product = await startProduct(config);
const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`VetChart is running at ${product.url.replace('127.0.0.1', 'localhost')}`);
console.log(`  GraphQL API and GraphiQL: ${product.url}/graphql`);
if (!config.production) console.log(`  Dev mailbox: ${product.url}/dev/mailbox`);
console.log(`  Data: ${storage}${config.demoData ? ' · demo data loaded' : ''}`);

const stop = async () => {
  await product.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
