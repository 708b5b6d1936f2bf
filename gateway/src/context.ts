// What every resolver gets: the verified caller (or null), one typed client per service that
// forwards the caller's token, and the upstream call counter of this operation. The connection
// pools behind the clients (Upstreams) are made once per gateway and shared by every request;
// a request's clients are small objects made when a resolver first asks for one.
import type { Principal } from '@vetchart/platform/access-token';
import { Upstream, type CallCounter } from './clients/http.ts';
import { InventoryClient } from './clients/inventory.ts';
import type { ViewerRecord } from './auth/viewer-wire.ts';
import type { Loaders } from './loaders/index.ts';

export interface UpstreamUrls {
  auth: string;
  main: string;
  billing: string;
  inventory: string;
  thirdparty: string;
}

export type Upstreams = { [Service in keyof UpstreamUrls]: Upstream };

export interface Clients {
  inventory: InventoryClient;
}

export interface GatewayContext {
  principal: Principal | null;
  token: string | null;
  clients: Clients;
  /** The request's service loaders (loaders/index.ts): the one way moved domains call a service. */
  loaders: Loaders;
  /** The caller's session once read (auth/viewer-cache.ts): asked of auth at most once per operation. */
  viewer?: Promise<ViewerRecord>;
  counter: CallCounter;
  /** The end client's User-Agent header (a signature's audit names it). */
  clientUserAgent?: string;
  /** The key lab report links are sealed with (results/lab-report-links.ts), shared by the gateway's processes. */
  reportLinkKey?: Uint8Array;
}

/** One keep-alive connection pool per service, for the life of the gateway. */
export function connectUpstreams(urls: UpstreamUrls): Upstreams {
  return {
    auth: new Upstream('auth', urls.auth),
    main: new Upstream('main', urls.main),
    billing: new Upstream('billing', urls.billing),
    inventory: new Upstream('inventory', urls.inventory),
    thirdparty: new Upstream('thirdparty', urls.thirdparty),
  };
}

export async function closeUpstreams(upstreams: Upstreams): Promise<void> {
  await Promise.all(Object.values(upstreams).map((upstream) => upstream.close()));
}

/** What the HTTP host gives Yoga with each request (`gateway.fetch(request, serverContext)`). */
export interface GatewayServerContext {
  /** The client's network address (client-address.ts), forwarded to the services. */
  clientAddress?: string;
}

export function createClients(upstreams: Upstreams, token: string | null, counter: CallCounter, clientAddress?: string): Clients {
  let inventory: InventoryClient | undefined;
  return {
    get inventory() {
      return (inventory ??= new InventoryClient({ upstream: upstreams.inventory, token, counter, clientAddress }));
    },
  };
}
