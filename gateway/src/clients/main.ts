// Typed client of the main service (docs/rest-main.md). Methods map the service's snake_case
// JSON to the gateway's camelCase records, once, here.
import { RestClient, type UpstreamOptions } from './http.ts';
import type { ClinicHeaderPayload } from '../clinic/clinic-header.ts';

/** The header a sent subjective form is shown with (the clinic, the pet's species and medications), sent with it to main. */
export interface FormHeaderPayload {
  clinic: ClinicHeaderPayload;
  species: string | null;
  medications: string[];
}

/**
 * The main service's transport for the domains not yet moved to the loader table
 * (loaders/main.ts): pets, files and appointment settings are there now.
 */
export class MainClient {
  readonly rest: RestClient;

  constructor(options: UpstreamOptions) {
    this.rest = new RestClient(options);
  }
}
