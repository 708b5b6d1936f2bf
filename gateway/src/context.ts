// What every resolver gets: the verified caller (or null), one typed client per service that
// forwards the caller's token, and the upstream call counter of this operation.
import type { Principal } from '@vetchart/platform/access-token';
import { AuthClient } from './clients/auth.ts';
import { BillingClient } from './clients/billing.ts';
import { InventoryClient } from './clients/inventory.ts';
import { MainClient } from './clients/main.ts';
import { ThirdpartyClient } from './clients/thirdparty.ts';
import type { CallCounter } from './clients/http.ts';

export interface UpstreamUrls {
  auth: string;
  main: string;
  billing: string;
  inventory: string;
  thirdparty: string;
}

export interface Clients {
  auth: AuthClient;
  billing: BillingClient;
  main: MainClient;
  inventory: InventoryClient;
  thirdparty: ThirdpartyClient;
}

export interface GatewayContext {
  principal: Principal | null;
  token: string | null;
  clients: Clients;
  counter: CallCounter;
}

/** What the HTTP host gives Yoga with each request (`gateway.fetch(request, serverContext)`). */
export interface GatewayServerContext {
  /** The client's network address (client-address.ts), forwarded to the services. */
  clientAddress?: string;
}

export function createClients(urls: UpstreamUrls, token: string | null, counter: CallCounter, clientAddress?: string): Clients {
  return {
    auth: new AuthClient({ baseUrl: urls.auth, token, counter, clientAddress }),
    billing: new BillingClient({ baseUrl: urls.billing, token, counter, clientAddress }),
    main: new MainClient({ baseUrl: urls.main, token, counter, clientAddress }),
    inventory: new InventoryClient({ baseUrl: urls.inventory, token, counter, clientAddress }),
    thirdparty: new ThirdpartyClient({ baseUrl: urls.thirdparty, token, counter, clientAddress }),
  };
}
