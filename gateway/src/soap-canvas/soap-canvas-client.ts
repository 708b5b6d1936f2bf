// The SOAP canvas's and the SOAP templates' REST calls (clients/main.ts MainSoapCanvasClient) over
// the request's own main client, so they share its token, idempotency key and upstream call
// counter. Visit.soapCanvas loads through one DataLoader keyed by visit id: ONE
// `GET /soap-canvases?visit_ids=` call for any number of visits.
import DataLoader from 'dataloader';
import { MainResultsClient, MainSoapCanvasClient, type SoapCanvasRecord } from '../clients/main.ts';
import type { GatewayContext } from '../context.ts';

const BATCH = { maxBatchSize: 100 };

export class SoapCanvasClient {
  readonly canvas: MainSoapCanvasClient;
  /** The template list (GET /soap-templates) lives with the results step's calls. */
  readonly rest: MainResultsClient;
  /** A visit's canvas by visit id, null when none is saved (or the visit is another clinic's). */
  readonly canvasOfVisit: DataLoader<string, SoapCanvasRecord | null>;

  constructor(context: GatewayContext) {
    this.canvas = new MainSoapCanvasClient(context.clients.main.rest);
    this.rest = new MainResultsClient(context.clients.main.rest);
    this.canvasOfVisit = new DataLoader(async (visitIds) => {
      const rows = await this.canvas.canvases(visitIds);
      const byVisit = new Map(rows.map((row) => [row.visitId, row]));
      return visitIds.map((id) => byVisit.get(id) ?? null);
    }, BATCH);
  }

  /** After a write: the canvas as the service answered it. */
  remember(canvas: SoapCanvasRecord): void {
    this.canvasOfVisit.clear(canvas.visitId).prime(canvas.visitId, canvas);
  }
}

const clients = new WeakMap<GatewayContext, SoapCanvasClient>();

export function soapCanvasClient(context: GatewayContext): SoapCanvasClient {
  let client = clients.get(context);
  if (!client) {
    client = new SoapCanvasClient(context);
    clients.set(context, client);
  }
  return client;
}
