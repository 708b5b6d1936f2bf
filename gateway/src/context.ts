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

export function createClients(urls: UpstreamUrls, token: string | null, counter: CallCounter): Clients {
  return {
    auth: new AuthClient({ baseUrl: urls.auth, token, counter }),
    billing: new BillingClient({ baseUrl: urls.billing, token, counter }),
    main: new MainClient({ baseUrl: urls.main, token, counter }),
    inventory: new InventoryClient({ baseUrl: urls.inventory, token, counter }),
    thirdparty: new ThirdpartyClient({ baseUrl: urls.thirdparty, token, counter }),
  };
}
