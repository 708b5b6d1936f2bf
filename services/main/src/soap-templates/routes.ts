// The SOAP templates' REST routes (PLAN-19 decisions 1, 2, 8; docs/rest-main-canvas.md):
// a clinic's templates listed (status, search on name or description, ids, codes; newest updated
// first), created, updated with the version guard, their status switched and soft-deleted. Any
// signed-in member of the clinic may write them (the spec shows no permission check); another
// clinic's template is 404. Every write is audited with before, after and fields.
import type { Hono } from 'hono';
import { z } from 'zod';
import { soapTemplateCreateWire, soapTemplateStatusWire, soapTemplateUpdateWire } from '@vetchart/contracts/soap-templates/soap-template';
import { requirePrincipal, type Principal, type PrincipalVariables } from '@vetchart/platform/access-token';
import type { Sql } from '@vetchart/platform/database';
import { badRequest, notFound, parseInput, readBody } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { idListQuery, MAX_SEARCH_LENGTH, SEARCH_TOO_LONG } from '@vetchart/platform/text-limits';
import { changedFields } from '../charting/changes.ts';
import { clinicScope, isUuid, recordAudit, searchPattern } from '../scope.ts';
import { activeClinicId } from '../visits/clinic-pet.ts';
import { assertCurrentVersion } from '../visits/visit-guard.ts';
import { toTemplateView, type TemplateRow } from '../results/result-store.ts';
import { TEMPLATE_MESSAGES as M, newTemplateCode } from './template-rules.ts';

const listQuery = z.object({
  status: z.string().max(20, 'A status can be at most 20 characters.').optional(),
  q: z.string().trim().max(MAX_SEARCH_LENGTH, SEARCH_TOO_LONG).optional(),
  ids: idListQuery(),
  codes: idListQuery(),
});

const list = (raw: string | undefined, keep: (value: string) => boolean) =>
  [...new Set((raw ?? '').split(',').map((value) => value.trim()).filter(keep))].slice(0, 100);

/** The clinic's live template with this code, locked for the transaction; 404 otherwise. */
export async function clinicTemplate(tx: Sql, clinicId: string, code: string, lock = false): Promise<TemplateRow> {
  const [row] = await tx.query<TemplateRow>(
    `SELECT * FROM main.soap_templates WHERE code = $1 AND clinic_id = $2 AND deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [code, clinicId],
  );
  if (!row) throw notFound(M.notFound);
  return row;
}

const audited = (row: Pick<TemplateRow, 'name' | 'description' | 'status' | 'content'>) => ({ name: row.name, description: row.description, status: row.status, content: row.content });

async function audit(tx: Sql, principal: Principal, action: string, id: string, detail: Record<string, unknown>) {
  await recordAudit(tx, clinicScope(principal), { action, targetType: 'soap_template', targetId: id, detail });
}

export function registerSoapTemplateRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  const auth = requirePrincipal(deps);
  const db = deps.db;

  app.get('/soap-templates', auth, async (c) => {
    const clinicId = activeClinicId(c.var.principal);
    const query = parseInput(listQuery, c.req.query());
    const status = query.status === 'active' || query.status === 'inactive' ? query.status : null;
    const ids = list(query.ids, (value) => isUuid(value)).map((id) => id.toLowerCase());
    const codes = list(query.codes, (value) => value.length > 0 && value.length <= 40);
    const rows = await db.query<TemplateRow>(
      `SELECT * FROM main.soap_templates
        WHERE clinic_id = $1 AND deleted_at IS NULL AND ($2::text IS NULL OR status = $2)
          AND ($3::text IS NULL OR name ILIKE $3 OR description ILIKE $3)
          AND (cardinality($4::uuid[]) = 0 OR id = ANY($4::uuid[]))
          AND (cardinality($5::text[]) = 0 OR code = ANY($5::text[]))
        ORDER BY updated_at DESC, id`,
      [clinicId, status, searchPattern(query.q || undefined), ids, codes],
    );
    return c.json({ data: rows.map(toTemplateView) });
  });

  app.post('/soap-templates', auth, async (c) => {
    const principal = c.var.principal;
    const clinicId = activeClinicId(principal);
    const body = await readBody(c, soapTemplateCreateWire);
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx.query<TemplateRow>(
        `INSERT INTO main.soap_templates (code, organization_id, clinic_id, name, description, status, content, created_by, created_by_name, updated_by, updated_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $8, $9) RETURNING *`,
        [newTemplateCode(), principal.organizationId, clinicId, body.name, body.description, body.status, JSON.stringify(body.content), principal.userId, principal.fullName],
      );
      const after = audited(row!);
      await audit(tx, principal, 'soap_template.created', row!.id, { code: row!.code, before: null, after, fields: Object.keys(after) });
      return row!;
    });
    return c.json({ data: toTemplateView(saved) }, 201);
  });

  // The web calls this when it has no code for the template it edits.
  app.put('/soap-templates', auth, () => {
    throw badRequest(M.codeRequired, [{ path: 'code', message: M.codeRequired }]);
  });

  app.put('/soap-templates/:code', auth, async (c) => {
    const principal = c.var.principal;
    const clinicId = activeClinicId(principal);
    const body = await readBody(c, soapTemplateUpdateWire);
    const saved = await db.transaction(async (tx) => {
      const existing = await clinicTemplate(tx, clinicId, c.req.param('code'), true);
      assertCurrentVersion(existing, body.basedOnVersion, () => toTemplateView(existing));
      const [row] = await tx.query<TemplateRow>(
        `UPDATE main.soap_templates SET name = $2, description = $3, content = $4::jsonb, version = version + 1, updated_by = $5, updated_by_name = $6,
           updated_at = clock_timestamp() WHERE id = $1 RETURNING *`,
        [existing.id, body.name, body.description, JSON.stringify(body.content), principal.userId, principal.fullName],
      );
      const before = audited(existing);
      const after = audited(row!);
      await audit(tx, principal, 'soap_template.updated', row!.id, { code: row!.code, before, after, fields: changedFields(before, after) });
      return row!;
    });
    return c.json({ data: toTemplateView(saved) });
  });

  app.put('/soap-templates/:code/status', auth, async (c) => {
    const principal = c.var.principal;
    const clinicId = activeClinicId(principal);
    const body = await readBody(c, soapTemplateStatusWire);
    const saved = await db.transaction(async (tx) => {
      const existing = await clinicTemplate(tx, clinicId, c.req.param('code'), true);
      const [row] = await tx.query<TemplateRow>(
        `UPDATE main.soap_templates SET status = $2, version = version + 1, updated_by = $3, updated_by_name = $4, updated_at = clock_timestamp() WHERE id = $1 RETURNING *`,
        [existing.id, body.status, principal.userId, principal.fullName],
      );
      await audit(tx, principal, 'soap_template.status_changed', row!.id, {
        code: row!.code,
        before: { status: existing.status },
        after: { status: row!.status },
        fields: existing.status === row!.status ? [] : ['status'],
      });
      return row!;
    });
    return c.json({ data: toTemplateView(saved) });
  });

  app.delete('/soap-templates/:code', auth, async (c) => {
    const principal = c.var.principal;
    const clinicId = activeClinicId(principal);
    await db.transaction(async (tx) => {
      const existing = await clinicTemplate(tx, clinicId, c.req.param('code'), true);
      await tx.query(`UPDATE main.soap_templates SET deleted_at = clock_timestamp(), updated_by = $2, updated_by_name = $3 WHERE id = $1`, [existing.id, principal.userId, principal.fullName]);
      await audit(tx, principal, 'soap_template.deleted', existing.id, { code: existing.code, before: audited(existing), after: null, fields: ['deleted_at'] });
    });
    return c.body(null, 204);
  });
}
