// The child process of a first start on a new embedded data folder (prepare-data-folder.ts): makes
// the database, migrates it and loads the demo data, then exits. A failure a person can act on is
// one line and exit code 1, as `pnpm start` reports it.
import { loadConfigOrExit } from '@vetchart/platform/config';
import { describeStartupError } from '@vetchart/platform/startup-errors';
import { prepareDataFolder } from './prepare-data-folder.ts';

// `pnpm start` killed meanwhile: stop too, as a killed start would (the next start finishes the work).
const parentGone = () => process.exit(1);
process.once('disconnect', parentGone);

const config = loadConfigOrExit();
try {
  await prepareDataFolder(config);
} catch (error) {
  const line = describeStartupError(error, config);
  if (!line) throw error;
  console.error(`VetChart could not start: ${line}`);
  process.exit(1);
}
// Done: the IPC channel would keep this process alive.
process.off('disconnect', parentGone);
process.disconnect?.();
