// One REST service as its own process, against DATABASE_URL: `pnpm service <name>` (scripts/service.mjs)
// or `node --import tsx services/host/src/run-service.ts <name>`, name one of auth, main, billing,
// inventory, thirdparty. It listens on PORT (HOST, default 0.0.0.0) and finds the services it calls at
// AUTH_SERVICE_URL, MAIN_SERVICE_URL, INVENTORY_SERVICE_URL and THIRDPARTY_SERVICE_URL; the partner
// systems at COVETRUS_API_URL and ANTECH_API_URL (or, under `pnpm start`, its sandboxes'
// SANDBOX_COVETRUS_URL and SANDBOX_ANTECH_URL). The token keys and the integration secret key come
// from JWT_PRIVATE_KEY / JWT_PUBLIC_KEY and INTEGRATION_SECRET_KEY, or from DATA_DIR's files.
// `pnpm start` with DATABASE_URL forks one of these per service (separate-services.ts).
import { warmRulesThread } from '@vetchart/inventory/ai/rules-off-thread';
import { loadConfigOrExit } from '@vetchart/platform/config';
import { runService } from '@vetchart/platform/run-service';
import type { ServiceDeps } from '@vetchart/platform/service';
import { loadIntegrationSecretKey } from '@vetchart/thirdparty/integrations/secret-box';
import { createThirdpartyIntegrations } from '@vetchart/thirdparty/service';
import type { IntegrationDeps } from '@vetchart/thirdparty/integrations/integrations';
import { partnersFromEnv } from './partners.ts';
import { SERVICE_NAMES, serviceProcesses, type ServiceName } from './service-processes.ts';
import { SERVICE_URL_ENV } from './service-urls.ts';

const name = process.argv[2] as ServiceName;
if (!SERVICE_NAMES.includes(name)) {
  console.error(`Name the service to run: one of ${SERVICE_NAMES.join(', ')}.`);
  process.exit(1);
}

const config = loadConfigOrExit();
const partners = partnersFromEnv(config);
let integrations: IntegrationDeps | undefined;
const definitions = serviceProcesses({
  upstream: (service) => process.env[SERVICE_URL_ENV[service]] || undefined,
  // The same sealed credentials every process opens: INTEGRATION_SECRET_KEY or DATA_DIR's key file.
  integrations: (deps: ServiceDeps) =>
    (integrations ??= createThirdpartyIntegrations(deps, { partnerUrls: partners.partnerUrls, secretKey: loadIntegrationSecretKey({ dataDir: config.dataDir }) })),
  labSandboxUrl: partners.labSandboxUrl,
});
await runService(definitions[name]);
// The AI engine's rules load on a task-pool thread that stays: the first analysis does not wait for a cold one.
if (name === 'inventory') warmRulesThread().catch((error) => console.warn('Could not warm a task-pool thread:', error));
