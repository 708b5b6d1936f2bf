// Where a process finds each service: the environment variable that carries the service's base
// URL (the gateway's server.ts, a service process's calls to the others). One table, for every
// place that starts processes: the one-process host's gateway workers, the separate service
// processes, and the benches.
import type { ServiceName } from './service-processes.ts';

export const SERVICE_URL_ENV: Readonly<Record<ServiceName, string>> = {
  auth: 'AUTH_SERVICE_URL',
  main: 'MAIN_SERVICE_URL',
  billing: 'BILLING_SERVICE_URL',
  inventory: 'INVENTORY_SERVICE_URL',
  thirdparty: 'THIRDPARTY_SERVICE_URL',
};

/** The environment naming each service's base URL. */
export function serviceUrlEnv(urls: Readonly<Record<ServiceName, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(SERVICE_URL_ENV).map(([service, variable]) => [variable, urls[service as ServiceName]]));
}
