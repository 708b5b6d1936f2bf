// The partner systems (Covetrus, Antech) the thirdparty adapters call, for both ways the host runs
// the services. Outside production, a local sandbox partner stands in for each one whose URL is not
// configured (COVETRUS_API_URL, ANTECH_API_URL). In one process the host starts the sandboxes
// beside the services; with separate processes `pnpm start`'s primary starts them (they keep their
// orders in thirdparty's tables, so they need the database only) and hands their addresses to the
// service processes as SANDBOX_COVETRUS_URL and SANDBOX_ANTECH_URL.
import type { ProductConfig } from '@vetchart/platform/config';
import type { Database } from '@vetchart/platform/database';
import { startSandboxPartners } from '@vetchart/thirdparty/sandbox/sandbox';

export interface PartnerUrls {
  covetrus?: string;
  antech?: string;
}

export interface Partners {
  partnerUrls: PartnerUrls;
  /** The sandbox lab, when Antech is the local sandbox: its ordering page is served under /lab-sandbox/. */
  labSandboxUrl: string | undefined;
  /** The sandbox practice system, when Covetrus is the local sandbox. */
  practiceSandboxUrl: string | undefined;
}

export interface SandboxPartners extends Partners {
  /** The sandboxes' own addresses, for service processes (partnersFromEnv). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts a sandbox partner for each partner URL that is not configured (none in production). */
export async function startPartners(db: Database, config: ProductConfig): Promise<SandboxPartners> {
  const sandbox = !config.production && !(config.covetrusApiUrl && config.antechApiUrl) ? await startSandboxPartners(db) : null;
  const env: Record<string, string> = {};
  if (sandbox && !config.covetrusApiUrl) env.SANDBOX_COVETRUS_URL = sandbox.urls.covetrus;
  if (sandbox && !config.antechApiUrl) env.SANDBOX_ANTECH_URL = sandbox.urls.antech;
  return {
    ...partnersFromEnv(config, env),
    env,
    close: async () => {
      await sandbox?.close();
    },
  };
}

/** The partners as a service process sees them: configured URLs first, else the primary's sandboxes. */
export function partnersFromEnv(config: ProductConfig, env: NodeJS.ProcessEnv | Record<string, string> = process.env): Partners {
  return {
    partnerUrls: { covetrus: config.covetrusApiUrl ?? env.SANDBOX_COVETRUS_URL, antech: config.antechApiUrl ?? env.SANDBOX_ANTECH_URL },
    labSandboxUrl: config.antechApiUrl ? undefined : env.SANDBOX_ANTECH_URL,
    practiceSandboxUrl: config.covetrusApiUrl ? undefined : env.SANDBOX_COVETRUS_URL,
  };
}

/** Which partners are the local sandboxes: the demo hospital starts connected to those (migrate-and-seed.ts). */
export function sandboxPartnerFlags(partners: Partners): { antechIsSandbox: boolean; covetrusIsSandbox: boolean } {
  return { antechIsSandbox: partners.labSandboxUrl !== undefined, covetrusIsSandbox: partners.practiceSandboxUrl !== undefined };
}
