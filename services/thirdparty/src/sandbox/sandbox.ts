// Starts the sandbox partners on loopback ports for the embedded default and the tests (they
// stand in for partners outside the product; our own services are never stood in for).
import { listen } from '@vetchart/platform/service';
import type { PartnerUrls } from '../partners/adapters.ts';
import { createAntechSandbox } from './antech-sandbox.ts';
import { createCovetrusSandbox, type CovetrusSandboxOptions } from './covetrus-sandbox.ts';

export interface RunningSandboxPartners {
  urls: Required<PartnerUrls>;
  close(): Promise<void>;
}

export async function startSandboxPartners(options: { covetrus?: CovetrusSandboxOptions } = {}): Promise<RunningSandboxPartners> {
  const covetrus = await listen(createCovetrusSandbox(options.covetrus));
  const antech = await listen(createAntechSandbox());
  return {
    urls: { covetrus: covetrus.url, antech: antech.url },
    close: async () => {
      await Promise.all([covetrus.close(), antech.close()]);
    },
  };
}
