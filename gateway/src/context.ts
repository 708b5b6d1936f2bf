// What every resolver gets: the verified caller (or null), the request's service loaders, which
// forward the caller's token (loaders/index.ts), and the upstream call counter of this operation.
// The connection pools behind the loaders (Upstreams) are made once per gateway and shared by
// every request; a request's loaders are small objects made when a resolver first reaches a service.
import type { Principal } from '@vetchart/platform/access-token';
import { Upstream, type CallCounter } from './clients/http.ts';
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

export interface GatewayContext {
  principal: Principal | null;
  token: string | null;
  /** The request's service loaders (loaders/index.ts): the one way a resolver calls a service. */
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
