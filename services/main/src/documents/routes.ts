// Document links over REST (docs/documents.md): staff issue a link to one PDF document of a visit
// (the Summaries modal's Download), and the public port resolves a link's token into the data the
// document prints, with no login.
import type { Hono } from 'hono';
import { requirePrincipal, type PrincipalVariables } from '@vetchart/platform/access-token';
import { readBody } from '@vetchart/platform/http';
import type { ServiceDeps } from '@vetchart/platform/service';
import { documentLinkIssueWire } from '@vetchart/contracts/documents/document';
import { clinicScope, recordAudit } from '../scope.ts';
import { findClinicVisit } from '../visits/routes.ts';
import { documentData } from './document-data.ts';
import { issueDocumentLink, resolveDocumentLink } from './document-links.ts';

/** Issuing answers a token: the idempotency store must never keep it (service.ts). */
export const DOCUMENT_LINK_ROUTE = /^\/visits\/[^/]+\/document-links$/;

export function registerDocumentRoutes(app: Hono<{ Variables: PrincipalVariables }>, deps: ServiceDeps): void {
  const auth = requirePrincipal(deps);

  // Downloading a summary reads the visit: any member of the visit's clinic may (spec 001 names no
  // permission for it, and reading a visit needs none).
  app.post('/visits/:id/document-links', auth, async (c) => {
    const principal = c.var.principal;
    const scope = clinicScope(principal);
    const body = await readBody(c, documentLinkIssueWire);
    const link = await deps.db.transaction(async (tx) => {
      const visit = await findClinicVisit(tx, principal, c.req.param('id'));
      const issued = await issueDocumentLink(tx, scope, { visit: { id: visit.id, status_name: visit.status_name }, kind: body.kind, header: body.header, channel: 'download' });
      await recordAudit(tx, scope, { action: 'document_link.issued', targetType: 'visit', targetId: visit.id, detail: { link_id: issued.id, kind: issued.kind, channel: 'download' } });
      return issued;
    });
    return c.json({ data: link }, 201);
  });

  app.get('/documents/link', async (c) => {
    const link = await resolveDocumentLink(deps.db, c.req.query('token') ?? '');
    return c.json({ data: await documentData(deps.db, link) });
  });
}
