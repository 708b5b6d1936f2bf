// The main service's visit calls (clients/main.ts, MainVisitsClient) over the request's own
// main client, so they share its token and upstream call counter.
import { MainVisitsClient } from '../clients/main.ts';
import type { GatewayContext } from '../context.ts';

const clients = new WeakMap<GatewayContext, MainVisitsClient>();

export function visitsClient(context: GatewayContext): MainVisitsClient {
  let client = clients.get(context);
  if (!client) {
    client = new MainVisitsClient(context.clients.main.rest);
    clients.set(context, client);
  }
  return client;
}
