// The main service's document-link calls (services/main/src/documents/routes.ts, docs/documents.md):
// issuing a link with the caller's token, and, with no token at all, what a link's document prints
// and the signed plan behind an e-mailed estimate link.
import type { RestClient } from '../clients/http.ts';
import type { GatewayContext } from '../context.ts';
import type { HeaderPayload as DocumentHeaderPayload } from '../treatment-plans/treatment-plan-wire.ts';

export type DocumentKindName = 'soap_note' | 'treatment_plan' | 'take_home' | 'final_summary';

export interface IssuedDocumentLink {
  token: string;
  kind: DocumentKindName;
  visitId: string;
  expiresAt: string;
}

type Raw = Record<string, any>;

/** A priced plan row as the main service stores it (snake_case, integer cents). */
export interface RawPlanItem {
  kind: 'DIAGNOSTIC' | 'SERVICE' | 'MEDICATION' | 'INVENTORY';
  code: string;
  name: string;
  category: string | null;
  selected_dosage: { dosage: string; unit: string } | null;
  dose_instructions: string;
  directions: string;
  side_effects: string;
  comment: string;
  quantity: number;
  unit_price_cents: number;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  removed: boolean;
  approved: boolean;
  approved_at: string | null;
}

export interface RawTotals {
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  tax_rate: number;
}

export interface RawDocumentPlan {
  source: 'signed' | 'working';
  plan_version: number;
  description: string;
  items: RawPlanItem[];
  totals: RawTotals;
  approved_items: RawPlanItem[];
  approved_totals: RawTotals;
  dated_at: string;
  signature: {
    signer_name: string;
    signed_at: string;
    channel: 'in_person' | 'link';
    decline_reason: string | null;
    approved_total_cents: number;
    snapshot_sha256: string;
    storage_key: string;
  } | null;
}

/** What GET /documents/link answers (services/main/src/documents/document-data.ts). */
export interface RawDocumentData {
  kind: DocumentKindName;
  visit_id: string;
  expires_at: string;
  header: DocumentHeaderPayload;
  visit: { id: string; name: string; status: string; created_at: string; updated_at: string; locked_at: string | null; locked_by_name: string | null };
  subjective?: Raw | null;
  vitals?: Raw | null;
  objective?: Raw | null;
  plan: RawDocumentPlan | null;
}

export class DocumentsClient {
  constructor(private readonly rest: RestClient) {}

  async issueLink(visitId: string, kind: DocumentKindName, header: DocumentHeaderPayload): Promise<IssuedDocumentLink> {
    const body = await this.rest.post<{ data: Raw }>(`/visits/${encodeURIComponent(visitId)}/document-links`, { kind, header });
    return { token: body.data.token, kind: body.data.kind, visitId: body.data.visit_id, expiresAt: body.data.expires_at };
  }

  /** No session: the token is the credential. */
  async documentData(token: string): Promise<RawDocumentData> {
    return (await this.rest.get<{ data: RawDocumentData }>('/documents/link', { token })).data;
  }

  /** The e-mailed estimate link's plan (services/main/src/treatment-plans/estimate-links.ts): its signature, if signed. */
  async estimate(token: string): Promise<Raw> {
    return (await this.rest.get<{ data: Raw }>('/treatment-plan-estimate', { token })).data;
  }
}

const clients = new WeakMap<GatewayContext, DocumentsClient>();

export function documentsClient(context: GatewayContext): DocumentsClient {
  let client = clients.get(context);
  if (!client) {
    client = new DocumentsClient(context.clients.main.rest);
    clients.set(context, client);
  }
  return client;
}
