// Typed client of the inventory service (docs/rest-inventory.md once it has routes). Methods map the
// service's snake_case JSON to the gateway's camelCase records, once, here.
import { RestClient, type UpstreamOptions } from './http.ts';

export class InventoryClient {
  readonly rest: RestClient;

  constructor(options: UpstreamOptions) {
    this.rest = new RestClient(options);
  }
}
