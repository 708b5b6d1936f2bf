// SQL of the integrations domain: the app catalogue with one clinic's connection status, and
// that clinic's connections. Every query takes the clinic from the access token.
import type { Sql } from '@vetchart/platform/database';
import { listOffset, type ListQuery } from '@vetchart/platform/http';
import { pagedQuery } from '@vetchart/platform/paged-query';

export interface AppRow {
  id: string;
  applet_code: string;
  name: string;
  app_name: string;
  slug: string;
  description: string;
  logo: string;
  kind: 'pims' | 'lab';
  created_at: Date;
}

export interface ConnectionRow {
  id: string;
  app_id: string;
  clinic_id: string;
  account_id: string | null;
  username: string | null;
  partner_account_name: string | null;
  secret_ciphertext: string | null;
  connected_by_user_id: string;
  connected_by_name: string;
  connected_at: Date;
  last_verified_at: Date | null;
}

export interface AppWithConnection extends AppRow {
  connection: ConnectionRow | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const APP_COLUMNS = 'a.id, a.applet_code, a.name, a.app_name, a.slug, a.description, a.logo, a.kind, a.created_at';
const CONNECTION_COLUMNS = `c.id, c.app_id, c.clinic_id, c.account_id, c.username, c.partner_account_name, c.secret_ciphertext,
  c.connected_by_user_id, c.connected_by_name, c.connected_at, c.last_verified_at`;

export async function listApps(sql: Sql, clinicId: string, query: ListQuery): Promise<{ rows: AppWithConnection[]; total: number }> {
  const ids = query.ids?.filter((id) => UUID.test(id)) ?? null;
  if (query.ids && !ids?.length) return { rows: [], total: 0 };
  const search = query.q ? `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const where = `($1::uuid[] IS NULL OR a.id = ANY($1::uuid[]))
    AND ($2::text IS NULL OR a.name ILIKE $2 OR a.app_name ILIKE $2 OR a.description ILIKE $2)`;
  // The rows are returned as read (with their connection): pagedQuery takes its count column off them.
  const { rows: apps, total } = await pagedQuery<AppRow>(sql, {
    columns: APP_COLUMNS,
    from: 'thirdparty.apps a',
    where,
    orderBy: 'a.sort_order, a.name, a.id',
    params: [ids, search],
    page: { limit: query.limit, offset: listOffset(query) },
  });
  return { rows: await withConnections(sql, clinicId, apps), total };
}

async function withConnections(sql: Sql, clinicId: string, apps: AppRow[]): Promise<AppWithConnection[]> {
  const connections = apps.length
    ? await sql.query<ConnectionRow>(
        `SELECT ${CONNECTION_COLUMNS} FROM thirdparty.connections c
          WHERE c.owner_clinic_id = $1 AND c.status = 'active' AND c.app_id = ANY($2::uuid[])`,
        [clinicId, apps.map((app) => app.id)],
      )
    : [];
  const byApp = new Map(connections.map((connection) => [connection.app_id, connection]));
  return apps.map((app) => ({ ...app, connection: byApp.get(app.id) ?? null }));
}

export async function findAppBySlug(sql: Sql, slug: string): Promise<AppRow | null> {
  const [app] = await sql.query<AppRow>(`SELECT ${APP_COLUMNS} FROM thirdparty.apps a WHERE a.slug = $1`, [slug]);
  return app ?? null;
}

export async function findActiveConnection(sql: Sql, clinicId: string, appId: string, options: { forUpdate?: boolean } = {}): Promise<ConnectionRow | null> {
  const [connection] = await sql.query<ConnectionRow>(
    `SELECT ${CONNECTION_COLUMNS} FROM thirdparty.connections c
      WHERE c.owner_clinic_id = $1 AND c.app_id = $2 AND c.status = 'active'${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [clinicId, appId],
  );
  return connection ?? null;
}

/** The clinic's active connections to apps of one kind, with their apps. */
export async function activeConnectionsOfKind(sql: Sql, clinicId: string, kind: AppRow['kind']): Promise<AppWithConnection[]> {
  const apps = await sql.query<AppRow>(`SELECT ${APP_COLUMNS} FROM thirdparty.apps a WHERE a.kind = $1 ORDER BY a.sort_order, a.name, a.id`, [kind]);
  return (await withConnections(sql, clinicId, apps)).filter((app) => app.connection !== null);
}

export interface NewConnection {
  appId: string;
  organizationId: string;
  ownerClinicId: string;
  clinicCode: string;
  clinicId: string;
  accountId: string | null;
  username: string | null;
  partnerAccountName: string;
  secretCiphertext: string | null;
  connectedByUserId: string;
  connectedByName: string;
}

export async function insertConnection(sql: Sql, connection: NewConnection): Promise<void> {
  await sql.query(
    `INSERT INTO thirdparty.connections (app_id, organization_id, owner_clinic_id, clinic_code, status, clinic_id, account_id, username,
       partner_account_name, secret_ciphertext, connected_by_user_id, connected_by_name, last_verified_at)
     VALUES ($1, $2, $3, $4, 'active', $5, $6, $7, $8, $9, $10, $11, now())`,
    [
      connection.appId,
      connection.organizationId,
      connection.ownerClinicId,
      connection.clinicCode,
      connection.clinicId,
      connection.accountId,
      connection.username,
      connection.partnerAccountName,
      connection.secretCiphertext,
      connection.connectedByUserId,
      connection.connectedByName,
    ],
  );
}

/** Marks a connection inactive and erases its secret: nothing is kept that could still open the partner account. */
export async function deactivateConnection(sql: Sql, connectionId: string, by: { userId: string; name: string }): Promise<void> {
  await sql.query(
    `UPDATE thirdparty.connections
        SET status = 'inactive', secret_ciphertext = NULL, disconnected_by_user_id = $2, disconnected_by_name = $3, disconnected_at = now()
      WHERE id = $1`,
    [connectionId, by.userId, by.name],
  );
}

export async function markVerified(sql: Sql, connectionId: string, secretCiphertext: string | null, partnerAccountName: string): Promise<Date> {
  const [row] = await sql.query<{ last_verified_at: Date }>(
    `UPDATE thirdparty.connections SET last_verified_at = now(), secret_ciphertext = $2, partner_account_name = $3
      WHERE id = $1 AND status = 'active' RETURNING last_verified_at`,
    [connectionId, secretCiphertext, partnerAccountName],
  );
  return row?.last_verified_at ?? new Date();
}

export interface AuditEntry {
  actorUserId: string;
  organizationId: string;
  clinicId: string;
  action: string;
  targetType: string;
  targetId: string;
  detail?: Record<string, unknown>;
}

/** One row per change, in the change's own transaction. */
export async function recordAudit(sql: Sql, entry: AuditEntry): Promise<void> {
  await sql.query(
    `INSERT INTO thirdparty.audit_log (actor_user_id, organization_id, clinic_id, action, target_type, target_id, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [entry.actorUserId, entry.organizationId, entry.clinicId, entry.action, entry.targetType, entry.targetId, JSON.stringify(entry.detail ?? {})],
  );
}
