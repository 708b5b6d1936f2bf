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

/**
 * The loaders of one request (a GraphQL operation, or a REST route of the gateway's own). A route
 * given only some services' upstreams may reach only those: the others throw when first reached.
 */
export function createLoaders(upstreams: Partial<Record<ServiceName, Upstream>>, token: string | null, counter: CallCounter, clientAddress?: string): Loaders {
  const client = (service: ServiceName) => {
    const upstream = upstreams[service];
    if (!upstream) throw new Error(`No upstream for the ${service} service here.`);
    return new RestClient({ upstream, token, counter, clientAddress });
  };
  let auth: Loaders['auth'] | undefined;
  let billing: Loaders['billing'] | undefined;
  let inventory: Loaders['inventory'] | undefined;
  let main: Loaders['main'] | undefined;
  let thirdparty: Loaders['thirdparty'] | undefined;
  return {
    get billing() {
      return (billing ??= buildLoaders(client('billing'), billingEndpoints));
    },
    get inventory() {
      return (inventory ??= buildLoaders(client('inventory'), inventoryEndpoints));
    },
    get auth() {
      return (auth ??= buildLoaders(client('auth'), authEndpoints));
    },
    get thirdparty() {
      return (thirdparty ??= buildLoaders(client('thirdparty'), thirdpartyEndpoints));
    },
    get main() {
      return (main ??= buildLoaders(client('main'), mainEndpoints));
    },
  };
}
