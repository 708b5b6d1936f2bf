// The results step's REST calls (clients/main.ts MainResultsClient, loaders/thirdparty.ts
// labStatus) over the request's own clients, so they share its token, idempotency key and upstream
// call counter. Everything of a visit's results step (orders, lab results, in-house results,
// comments, the treatment result) loads through one DataLoader keyed by visit id: ONE
// `GET /visit-results` call for any number of visits and results. The clinic's lab status is
// read once per request.
import DataLoader from 'dataloader';
import { MainResultsClient, type VisitResultsRecord } from '../clients/main.ts';
import type { LabStatusRecord } from '../integrations/thirdparty-wire.ts';
import type { GatewayContext } from '../context.ts';

const BATCH = { maxBatchSize: 100 };

const empty = (visitId: string): VisitResultsRecord => ({ visitId, labOrders: [], labResults: [], inHouseResults: [], comments: [], treatmentResult: null });

export class ResultsClient {
  readonly rest: MainResultsClient;
  /** A visit's results step by visit id (another clinic's visit reads as empty: the visit itself is not found). */
  readonly resultsOfVisit: DataLoader<string, VisitResultsRecord>;
  private labStatusOnce: Promise<LabStatusRecord> | null = null;

  constructor(private readonly context: GatewayContext) {
    this.rest = new MainResultsClient(context.clients.main.rest);
    this.resultsOfVisit = new DataLoader(async (visitIds) => {
      const rows = await this.rest.visitResults(visitIds);
      const byVisit = new Map(rows.map((row) => [row.visitId, row]));
      return visitIds.map((id) => byVisit.get(id) ?? empty(id));
    }, BATCH);
  }

  /** The clinic's lab connection, one call per request whatever asks for it. */
  labStatus(): Promise<LabStatusRecord> {
    this.labStatusOnce ??= this.context.loaders.thirdparty.labStatus();
    return this.labStatusOnce;
  }

  /** After a write: the visit's results are read again when next asked for. */
  forget(visitId: string | null | undefined): void {
    if (visitId) this.resultsOfVisit.clear(visitId);
  }
}

const clients = new WeakMap<GatewayContext, ResultsClient>();

export function resultsClient(context: GatewayContext): ResultsClient {
  let client = clients.get(context);
  if (!client) {
    client = new ResultsClient(context);
    clients.set(context, client);
  }
  return client;
}
