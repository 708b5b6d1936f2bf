// Typed client of the thirdparty service (docs/rest-thirdparty.md once it has routes). Methods map the
// service's snake_case JSON to the gateway's camelCase records, once, here.
import { RestClient, type UpstreamOptions } from './http.ts';

export class ThirdpartyClient {
  readonly rest: RestClient;

  constructor(options: UpstreamOptions) {
    this.rest = new RestClient(options);
  }
}
