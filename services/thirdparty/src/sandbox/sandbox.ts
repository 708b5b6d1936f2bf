// Starts the sandbox partners on loopback ports for the embedded default and the tests (they
// stand in for partners outside the product; our own services are never stood in for).
// ANTECH_SANDBOX_RESULT_DELAY_MS sets how long the sandbox lab takes to report (default 8000).
// What the partners keep (the lab's orders, the medical records written to the practice) is kept
// in the thirdparty schema of the database they are given: migrateThirdparty creates its tables.
import type { Sql } from '@vetchart/platform/database';
import { listen } from '@vetchart/platform/service';
import type { PartnerUrls } from '../partners/adapters.ts';
import { createAntechSandboxLab, type AntechSandbox, type AntechSandboxOptions } from './antech-sandbox.ts';
import { createCovetrusSandbox, type CovetrusSandboxOptions } from './covetrus-sandbox.ts';

export interface RunningSandboxPartners {
  urls: Required<PartnerUrls>;
  /** The sandbox lab (its clock and a way to expire its tokens in tests). */
  antech: AntechSandbox;
  close(): Promise<void>;
}

/** ANTECH_SANDBOX_RESULT_DELAY_MS, when it is a number of milliseconds. */
export function antechResultDelayFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = Number(env.ANTECH_SANDBOX_RESULT_DELAY_MS);
  return env.ANTECH_SANDBOX_RESULT_DELAY_MS && Number.isFinite(value) && value >= 0 ? value : undefined;
}

export async function startSandboxPartners(db: Sql, options: { covetrus?: CovetrusSandboxOptions; antech?: AntechSandboxOptions } = {}): Promise<RunningSandboxPartners> {
  const covetrus = await listen(createCovetrusSandbox(db, options.covetrus));
  const antechSandbox = createAntechSandboxLab(db, { resultDelayMs: antechResultDelayFromEnv(), ...options.antech });
  const antech = await listen(antechSandbox.app);
  return {
    urls: { covetrus: covetrus.url, antech: antech.url },
    antech: antechSandbox,
    close: async () => {
      await Promise.all([covetrus.close(), antech.close()]);
    },
  };
}
