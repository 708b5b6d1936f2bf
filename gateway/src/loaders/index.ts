// The request's loaders: `ctx.loaders.<service>.<endpoint>`, built from each service's endpoint
// table (loaders/<service>.ts) when a resolver first reaches that service. They are made per
// request with the caller's token, address and call counter, so their DataLoader caches and
// batches belong to one operation and nothing is kept in modules between requests
// (docs/architecture.md, Calling a service, which lists the domains not yet moved here).
import { RestClient, type CallCounter, type ServiceName, type Upstream } from '../clients/http.ts';
import { buildLoaders, type ServiceLoaders } from './endpoint.ts';
import { authEndpoints } from './auth.ts';
import { billingEndpoints } from './billing.ts';
import { inventoryEndpoints } from './inventory.ts';
import { mainEndpoints } from './main.ts';
import { thirdpartyEndpoints } from './thirdparty.ts';

export interface Loaders {
  auth: ServiceLoaders<typeof authEndpoints>;
  billing: ServiceLoaders<typeof billingEndpoints>;
  inventory: ServiceLoaders<typeof inventoryEndpoints>;
  main: ServiceLoaders<typeof mainEndpoints>;
  thirdparty: ServiceLoaders<typeof thirdpartyEndpoints>;
}

export function createLoaders(upstreams: Record<ServiceName, Upstream>, token: string | null, counter: CallCounter, clientAddress?: string): Loaders {
  let auth: Loaders['auth'] | undefined;
  let billing: Loaders['billing'] | undefined;
  let inventory: Loaders['inventory'] | undefined;
  let main: Loaders['main'] | undefined;
  let thirdparty: Loaders['thirdparty'] | undefined;
  return {
    get billing() {
      return (billing ??= buildLoaders(new RestClient({ upstream: upstreams.billing, token, counter, clientAddress }), billingEndpoints));
    },
    get inventory() {
      return (inventory ??= buildLoaders(new RestClient({ upstream: upstreams.inventory, token, counter, clientAddress }), inventoryEndpoints));
    },
    get auth() {
      return (auth ??= buildLoaders(new RestClient({ upstream: upstreams.auth, token, counter, clientAddress }), authEndpoints));
    },
    get thirdparty() {
      return (thirdparty ??= buildLoaders(new RestClient({ upstream: upstreams.thirdparty, token, counter, clientAddress }), thirdpartyEndpoints));
    },
    get main() {
      return (main ??= buildLoaders(new RestClient({ upstream: upstreams.main, token, counter, clientAddress }), mainEndpoints));
    },
  };
}
