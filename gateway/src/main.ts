// Entry point of `pnpm start`: the whole product in this process (see product.ts).
// A start-up failure prints one line naming the cause and the setting to change, exit code 1.
// SIGTERM or SIGINT: stop accepting, finish in-flight requests (Connection: close), close idle
// connections, and exit within SHUTDOWN_GRACE_SECONDS (default 10); a second signal exits at once.
import { loadConfig } from '@vetchart/platform/config';
import { describeStartupError } from '@vetchart/platform/startup-errors';
import { startProduct, type RunningProduct } from './product.ts';

const config = loadConfig();
let product: RunningProduct;
try {
  product = await startProduct(config);
} catch (error) {
  const line = describeStartupError(error, config);
  if (!line) throw error;
  console.error(`VetChart could not start: ${line}`);
  process.exit(1);
}
const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`VetChart is running at ${product.url.replace('127.0.0.1', 'localhost')}`);
console.log(`  GraphQL API and GraphiQL: ${product.url}/graphql`);
if (!config.production) console.log(`  Dev mailbox: ${product.url}/dev/mailbox`);
console.log(`  Data: ${storage}${config.demoData ? ' · demo data loaded' : ''}`);

const graceMs = Number(process.env.SHUTDOWN_GRACE_SECONDS ?? 10) * 1000;
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) {
    console.log(`${signal} again: exiting now.`);
    process.exit(1);
  }
  stopping = true;
  // Closing the database after the grace period should be quick; never hang a supervisor.
  setTimeout(() => {
    console.error('Shutdown took too long: exiting.');
    process.exit(1);
  }, graceMs + 5_000).unref();
  console.log(`${signal}: finishing in-flight requests (at most ${graceMs / 1000} s), then stopping.`);
  try {
    await product.close({ graceMs });
    process.exit(0);
  } catch (error) {
    console.error('Shutdown failed:', error);
    process.exit(1);
  }
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
