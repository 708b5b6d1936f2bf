// The main service's audit log (GET /audit-log, docs/rest-main.md 'Audit log') over the request's
// own main client, so it shares its token and upstream call counter (still a per-context client:
// to move to loaders/main.ts, docs/architecture.md, Calling a service).
import type { RestClient } from '../clients/http.ts';
import type { GatewayContext } from '../context.ts';

type Raw = Record<string, any>;

export interface AuditEntryRecord {
  /** The entry's id in the log (a bigint, as text). */
  id: string;
  /** Null: a pet parent through an e-mailed link. */
  actorUserId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  visitId: string | null;
  petId: string | null;
  petName: string | null;
  visitName: string | null;
  detail: Record<string, unknown>;
  createdAt: string;
}

export interface AuditFilter {
  petId?: string | null;
  visitId?: string | null;
  actorUserId?: string | null;
}

export interface AuditPage {
  entries: AuditEntryRecord[];
  total: number;
  /** The `after` of the next page; null on the last. */
  nextAfter: string | null;
}

export const toAuditEntry = (raw: Raw): AuditEntryRecord => ({
  id: String(raw.id),
  actorUserId: raw.actor_user_id ?? null,
  action: raw.action,
  targetType: raw.target_type,
  targetId: String(raw.target_id),
  visitId: raw.visit_id ?? null,
  petId: raw.pet_id ?? null,
  petName: raw.pet_name ?? null,
  visitName: raw.visit_name ?? null,
  detail: raw.detail && typeof raw.detail === 'object' ? raw.detail : {},
  createdAt: raw.created_at,
});

/** The most the service answers in one call (its limit's bound). */
export const MAX_AUDIT_CALL = 1000;

export class MainAuditClient {
  constructor(private readonly rest: RestClient) {}

  async page(filter: AuditFilter, window: { limit: number; after?: string | null }): Promise<AuditPage> {
    const body = await this.rest.get<{ data: Raw[]; meta: { total: number; next_after: string | null } }>('/audit-log', {
      pet_id: filter.petId || undefined,
      visit_id: filter.visitId || undefined,
      actor_user_id: filter.actorUserId || undefined,
      limit: window.limit,
      after: window.after || undefined,
    });
    return { entries: body.data.map(toAuditEntry), total: body.meta.total, nextAfter: body.meta.next_after };
  }

  async entriesByIds(ids: readonly string[]): Promise<AuditEntryRecord[]> {
    const body = await this.rest.get<{ data: Raw[] }>('/audit-log', { ids: ids.join(','), limit: ids.length });
    return body.data.map(toAuditEntry);
  }
}

const clients = new WeakMap<GatewayContext, MainAuditClient>();

export function auditClient(context: GatewayContext): MainAuditClient {
  let client = clients.get(context);
  if (!client) {
    client = new MainAuditClient(context.clients.main.rest);
    clients.set(context, client);
  }
  return client;
}
