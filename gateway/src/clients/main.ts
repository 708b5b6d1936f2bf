// Typed client of the main service (docs/rest-main.md once it has routes). Methods map the
// service's snake_case JSON to the gateway's camelCase records, once, here.
import { RestClient, type UpstreamOptions } from './http.ts';

export class MainClient {
  readonly rest: RestClient;

  constructor(options: UpstreamOptions) {
    this.rest = new RestClient(options);
  }
}
