// Each REST service as the host runs it: its migrations, its HTTP app wired to the services it calls,
// its background jobs and other background work. One definition for both ways the product runs:
// the one-process host starts all five in its process on loopback ports (product.ts: tests, PGlite),
// and with DATABASE_URL each runs alone through platform's runService (run-service.ts), which
// `pnpm start` forks once per service (separate-services.ts).
//
// The links between services that are not HTTP calls (docs/architecture.md, 'Service to service'):
// the main service's lab and practice-system links and its e-check-in scheduler's source read the
// thirdparty, auth and inventory modules' library functions on the shared database, in the main
// service's own process (lab-links.ts, echeckin-source.ts). That work is a retried job or a
// scheduled scan with no person's token, so it has no caller to authorize; its tables live in the
// one database every service uses; and the thirdparty module's partner adapters and sealed
// credentials (the INTEGRATION_SECRET_KEY, or DATA_DIR's key file, shared by every service process)
// are the same code in either process. Split onto separate databases, these would become calls to
// thirdparty over HTTP with a service token instead.
import { authJobHandlers, createAuthService, migrateAuth } from '@vetchart/auth/service';
import { createBillingService, migrateBilling } from '@vetchart/billing/service';
import { createInventoryService, migrateInventory } from '@vetchart/inventory/service';
import {
  createMainService,
  echeckinJobHandlers,
  labJobHandlers,
  migrateMain,
  startAuditHeadExporter,
  startEcheckinScheduler,
  startLabResultPoller,
  mainTasks,
  type LabLink,
  type PracticeLink,
} from '@vetchart/main/service';
import { startTaskQueue } from '@vetchart/platform/task-queue';
import { AUDIT_HEADS_AREA, createFileStorage } from '@vetchart/platform/file-storage';
import type { ServiceProcess } from '@vetchart/platform/run-service';
import type { ServiceDeps } from '@vetchart/platform/service';
import type { IntegrationDeps } from '@vetchart/thirdparty/integrations/integrations';
import { createThirdpartyService, migrateThirdparty } from '@vetchart/thirdparty/service';
import { practiceEcheckinSource } from './echeckin-source.ts';
import { thirdpartyLabLink, thirdpartyPracticeLink } from './lab-links.ts';

/** WRITE_BACK_RETRY_SECONDS: the first retry's wait (tests and demos shorten it). */
function writeBackTiming() {
  const seconds = Number(process.env.WRITE_BACK_RETRY_SECONDS);
  return Number.isInteger(seconds) && seconds >= 1 ? { retryDelaySeconds: seconds } : {};
}

export type ServiceName = 'auth' | 'inventory' | 'thirdparty' | 'billing' | 'main';

/**
 * The order the one-process host starts them in: main prices treatment plans from inventory and
 * auth and syncs pets through thirdparty, so those listen first; inventory reads main's URL only
 * when a request needs it.
 */
export const SERVICE_NAMES: readonly ServiceName[] = ['auth', 'inventory', 'thirdparty', 'billing', 'main'];

export interface ServiceWiring {
  /** A service's base URL, read when a service is created (inventory reads main's when a request needs it). */
  upstream(name: ServiceName): string | undefined;
  /** The thirdparty module's partner adapters and sealed connections, made once per process. */
  integrations(deps: ServiceDeps): IntegrationDeps;
  /** The sandbox lab's URL when Antech is the local sandbox (its ordering page under /lab-sandbox/). */
  labSandboxUrl: string | undefined;
}

export interface MainLinks {
  labLink: LabLink;
  practiceLink: PracticeLink;
}

/** The main service's lab and practice-system links, made once per process from the integrations. */
export function mainLinks(integrations: IntegrationDeps): MainLinks {
  return { labLink: thirdpartyLabLink(integrations), practiceLink: thirdpartyPracticeLink(integrations) };
}

export function serviceProcesses(wiring: ServiceWiring): Record<ServiceName, ServiceProcess> {
  const need = (name: ServiceName) => {
    const url = wiring.upstream(name);
    if (!url) throw new Error(`The ${name} service's URL is not known (${name.toUpperCase()}_SERVICE_URL)`);
    return url;
  };
  let links: MainLinks | undefined;
  const linksOf = (deps: ServiceDeps) => (links ??= mainLinks(wiring.integrations(deps)));
  return {
    auth: {
      name: 'auth',
      migrate: migrateAuth,
      create: (deps) => createAuthService(deps),
      // Sign-up and forgot-password mails.
      jobHandlers: (deps) => authJobHandlers(deps),
    },
    inventory: {
      name: 'inventory',
      migrate: migrateInventory,
      // AI triage for the public subjective form checks the form's link with main.
      create: (deps) => createInventoryService(deps, { upstreams: { main: () => wiring.upstream('main') } }),
    },
    thirdparty: {
      name: 'thirdparty',
      migrate: migrateThirdparty,
      // Offline address suggestions read the caller's clinic addresses from auth.
      create: (deps) =>
        createThirdpartyService(deps, { integrations: wiring.integrations(deps), labSandboxUrl: wiring.labSandboxUrl, upstreams: { auth: () => wiring.upstream('auth') } }),
    },
    billing: {
      name: 'billing',
      migrate: migrateBilling,
      // The plan comes from auth; the sandbox payment provider posts its events to this service's
      // own webhook, whose URL is known once it listens.
      create: (deps, self) => {
        const billing = createBillingService(deps, {
          upstreams: { auth: need('auth') },
          webhookUrl: () => {
            const url = self.url();
            return url ? `${url}/webhooks/payments` : undefined;
          },
        });
        // The sandbox's event deliveries: no new ones, and the one under way ends before the database closes.
        if (billing.sandbox) {
          const sandbox = billing.sandbox;
          self.stopping.push({ stop: () => sandbox.stop() });
        }
        return billing;
      },
    },
    main: {
      name: 'main',
      migrate: migrateMain,
      create: async (deps, self) => {
        const { labLink, practiceLink } = linksOf(deps);
        // Write-backs to the practice system (docs/write-back.md): queued by finalize and the
        // treatment result's write-back, run by every process on pg-boss.
        const { definitions, schedules } = mainTasks(deps, { practiceLink, writeBack: writeBackTiming() });
        const tasks = await startTaskQueue(deps.db, definitions, { pollingIntervalSeconds: 1, schedules });
        self.stopping.push(tasks);
        return createMainService(deps, { upstreams: { auth: need('auth'), inventory: need('inventory'), thirdparty: need('thirdparty') }, labLink, tasks });
      },
      // The e-check-in mails and sending lab orders.
      jobHandlers: (deps) => ({ ...echeckinJobHandlers(deps), ...labJobHandlers(deps, linksOf(deps).labLink) }),
      background: (deps) => [
        // Each of these runs in every copy of the service, and the copies take turns (`shared`: one
        // pass per interval among them, claimed in jobs.periodic_passes; docs/architecture.md,
        // 'Two copies behind a proxy').
        // The e-check-in mails (main/src/echeckin, docs/echeckin.md): a scan each minute; the
        // database decides each mail once and the job runner sends it.
        startEcheckinScheduler(deps.db, practiceEcheckinSource(deps.db, wiring.integrations(deps)), { shared: true }),
        // Lab results (docs/rest-main-results.md): the connected labs are asked for new results;
        // unique keys make a second pass or a restart double nothing.
        startLabResultPoller(deps.db, linksOf(deps).labLink, { intervalMs: deps.config.labPollIntervalMs, shared: true }),
        // The audit chain's heads to file storage outside the database (docs/visit-charting.md 'The audit log').
        startAuditHeadExporter(deps.db, createFileStorage(deps.config.dataDir, process.env, AUDIT_HEADS_AREA), { shared: true }),
      ],
    },
  };
}
