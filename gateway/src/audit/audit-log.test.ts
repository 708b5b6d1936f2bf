// The admin's audit screen through the real gateway and services: Query.auditLog with who (the
// person's name; the pet parent and the product itself by name), what, which record, when and the
// changes; the filters, keyset pages and node(id:); the CSV export (columns, formula-safe cells,
// the 10,000-row bound); admins only, and another clinic kept out (admin@other.vet).
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';
import { CSV_HEADER, toCsv } from './audit-log-file.ts';
import { PET_PARENT_ACTOR, SYSTEM_ACTOR_NAME } from './audit-presentation.ts';
import { parse } from 'csv-parse/sync';

let gateway: TestGateway;
let admin: string;
let vet: string;
let other: string;
let petId: string;
let visitId: string;
let vetUserId: string;

const ENTRY = `id entryId createdAt actorKind actorName actor { id fullName } action actionLabel targetType targetId recordLabel petId petName visitId visitName
  changes { field before after } context`;
const LOG = `query ($petId: ID, $visitId: ID, $actorId: ID, $first: Int, $after: String) {
  auditLog(petId: $petId, visitId: $visitId, actorId: $actorId, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${ENTRY} } } } }`;
const FILE = `query ($petId: ID, $visitId: ID, $actorId: ID) { auditLogFile(petId: $petId, visitId: $visitId, actorId: $actorId) { fileName mimeType base64 rowCount totalCount truncated } }`;

const log = (variables: Record<string, unknown>, token = admin) => gateway.execute(LOG, variables, token);

/** The CSV file's rows (csv-parse: quoted cells may hold commas, quotes and line breaks). */
const parseCsv = (text: string): string[][] => parse(text, { bom: true, relax_column_count: true });

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  vet = (await gateway.signIn('vet@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
  const viewer = await gateway.execute('{ viewer { user { id } } }', {}, vet);
  vetUserId = viewer.data.viewer.user.id;
  const pets = await gateway.execute('{ pets(first: 1) { edges { node { id name } } } }', {}, vet);
  petId = pets.data.pets.edges[0].node.id;
  const created = await gateway.execute(`mutation ($input: CreateVisitInput!) { createVisit(input: $input) { __typename ... on CreateVisitSuccess { visit { id } } } }`, { input: { petId } }, vet);
  visitId = created.data.createVisit.visit.id;
  // A name a spreadsheet would run as a formula, unless the export defuses it.
  const renamed = await gateway.execute(`mutation ($input: RenameVisitInput!) { renameVisit(input: $input) { __typename } }`, { input: { id: visitId, name: '=HYPERLINK("x")' } }, vet);
  expect(renamed.data.renameVisit.__typename).toBe('RenameVisitSuccess');
});
afterAll(async () => gateway?.close());

describe('Query.auditLog', () => {
  it('shows who did what to which record when, with the change, filtered by the visit', async () => {
    const result = await log({ visitId });
    expect(result.errors).toBeUndefined();
    const nodes = result.data.auditLog.edges.map((edge: any) => edge.node);
    expect(nodes.map((node: any) => node.action)).toEqual(['visit.renamed', 'visit.created']);
    const [rename] = nodes;
    expect(rename).toMatchObject({
      actorKind: 'STAFF',
      actorName: 'Priya Raman',
      actor: { id: vetUserId },
      actionLabel: 'Visit renamed',
      targetType: 'visit',
      recordLabel: 'Visit',
      petId,
      visitId,
      visitName: '=HYPERLINK("x")',
      changes: [{ field: 'name', after: '=HYPERLINK("x")' }],
    });
    expect(rename.petName).toBeTruthy();
    expect(decodeGlobalID(rename.visitId).id).toBe(decodeGlobalID(visitId).id);
    expect(Date.parse(rename.createdAt)).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(result.data.auditLog.totalCount).toBe(2);
    // The new visit's first status by name, not its id.
    expect(nodes[1].changes).toEqual([{ field: 'status', before: null, after: expect.stringMatching(/[A-Za-z]/) }]);
  });

  it('filters by the patient and by the person, and pages by keyset', async () => {
    const byPet = await log({ petId, first: 1 });
    expect(byPet.data.auditLog.edges).toHaveLength(1);
    expect(byPet.data.auditLog.pageInfo.hasNextPage).toBe(true);
    const next = await log({ petId, first: 1, after: byPet.data.auditLog.pageInfo.endCursor });
    expect(next.data.auditLog.edges[0].node.action).toBe('visit.created');
    const byVet = await log({ actorId: vetUserId, visitId });
    expect(byVet.data.auditLog.totalCount).toBe(2);
    const byAdmin = await log({ actorId: (await gateway.execute('{ viewer { user { id } } }', {}, admin)).data.viewer.user.id, visitId });
    expect(byAdmin.data.auditLog.totalCount).toBe(0);
  });

  it('loads an entry by node(id:) for an admin of its clinic only', async () => {
    const [edge] = (await log({ visitId, first: 1 })).data.auditLog.edges;
    const query = `query ($id: ID!) { node(id: $id) { ... on AuditEntry { action } } }`;
    expect((await gateway.execute(query, { id: edge.node.id }, admin)).data.node).toEqual({ action: 'visit.renamed' });
    expect((await gateway.execute(query, { id: edge.node.id }, vet)).data.node).toBeNull();
    expect((await gateway.execute(query, { id: edge.node.id }, other)).data.node).toBeNull();
  });

  it('names the pet parent and the product itself', async () => {
    const [clinic] = await gateway.db.query<{ id: string; organization_id: string }>(`SELECT id, organization_id FROM auth.clinics WHERE clinic_code = (SELECT clinic_code FROM main.visits WHERE id = $1)`, [decodeGlobalID(visitId).id]);
    const raw = decodeGlobalID(visitId).id;
    await gateway.db.query(
      `INSERT INTO main.audit_log (actor_user_id, organization_id, clinic_id, action, target_type, target_id, detail) VALUES
        (NULL, $1, $2, 'subjective_form.submitted', 'visit', $3, '{"link_id": "l1"}'),
        ('00000000-0000-0000-0000-000000000000', $1, $2, 'visit.status_changed', 'visit', $3, '{"from": 1, "to": 2, "reason": "lab results"}')`,
      [clinic!.organization_id, clinic!.id, raw],
    );
    const nodes = (await log({ visitId, first: 2 })).data.auditLog.edges.map((edge: any) => edge.node);
    expect(nodes[0]).toMatchObject({ actorKind: 'SYSTEM', actorName: SYSTEM_ACTOR_NAME, actor: null, actionLabel: 'Visit status changed', context: 'reason: lab results' });
    expect(nodes[0].changes[0].field).toBe('status');
    expect(nodes[0].changes[0].before).not.toBe('1');
    expect(nodes[1]).toMatchObject({ actorKind: 'PET_PARENT', actorName: PET_PARENT_ACTOR, actor: null, actionLabel: 'History form submitted' });
  });

  it('refuses a filter id of another kind rather than dropping the filter, and a bad cursor', async () => {
    expect((await log({ petId: visitId })).errors?.[0]?.message).toBe('The patient filter must be a pet.');
    expect((await log({ visitId: petId })).errors?.[0]?.message).toBe('The visit filter must be a visit.');
    expect((await log({ actorId: petId })).errors?.[0]?.message).toBe('The person filter must be a user.');
    expect((await log({ after: 'nope' })).errors?.[0]?.message).toBe('after is not a cursor of the audit log.');
    expect((await log({ first: 101 })).errors?.[0]?.message).toBe('first must be from 1 to 100.');
  });
});

describe('Query.auditLogFile (Export CSV)', () => {
  it('writes the filtered entries with When, Who, Action, Record, Patient, Visit, Fields changed, Before, After, formula-safe', async () => {
    const result = await gateway.execute(FILE, { visitId }, admin);
    expect(result.errors).toBeUndefined();
    const file = result.data.auditLogFile;
    expect(file).toMatchObject({ mimeType: 'text/csv', truncated: false, rowCount: file.totalCount });
    expect(file.fileName).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = Buffer.from(file.base64, 'base64').toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(CSV_HEADER);
    expect(rows).toHaveLength(file.rowCount + 1);
    const rename = rows.find((row) => row[2] === 'Visit renamed')!;
    expect(rename[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} [AP]M \S+$/);
    expect(rename[1]).toBe('Priya Raman');
    expect(rename[3]).toBe(`Visit ${decodeGlobalID(visitId).id}`);
    expect(rename[5]).toBe(`'=HYPERLINK("x")`);
    expect(rename[6]).toBe('name');
    expect(rename[8]).toBe(`'=HYPERLINK("x")`);
  });

  it('defuses every formula start and quotes what needs quoting', () => {
    const cells = ['=1+1', '+1', '-1', '@SUM(A1)', 'plain', 'a,b', 'say "hi"', 'two\nlines', 'old\rMac', null];
    const csv = toCsv([cells]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')[1]).toBe(`'=1+1,'+1,'-1,'@SUM(A1),plain,"a,b","say ""hi""","two\nlines","old\rMac",`);
  });

  it('holds at most 10,000 entries, the newest, and says it was cut', async () => {
    const [clinic] = await gateway.db.query<{ id: string; organization_id: string }>(`SELECT id, organization_id FROM auth.clinics WHERE clinic_code = (SELECT clinic_code FROM main.visits WHERE id = $1)`, [decodeGlobalID(visitId).id]);
    const created = await gateway.execute(`mutation ($input: CreateVisitInput!) { createVisit(input: $input) { ... on CreateVisitSuccess { visit { id } } } }`, { input: { petId } }, vet);
    const bulkVisit = created.data.createVisit.visit.id;
    await gateway.db.query(
      `INSERT INTO main.audit_log (actor_user_id, organization_id, clinic_id, action, target_type, target_id, detail)
       SELECT NULL, $1, $2, 'subjective_form.submitted', 'visit', $3, jsonb_build_object('n', n) FROM generate_series(1, 10005) AS n`,
      [clinic!.organization_id, clinic!.id, decodeGlobalID(bulkVisit).id],
    );
    const file = (await gateway.execute(FILE, { visitId: bulkVisit }, admin)).data.auditLogFile;
    expect(file).toMatchObject({ rowCount: 10_000, totalCount: 10_006, truncated: true });
    const rows = parseCsv(Buffer.from(file.base64, 'base64').toString('utf8').slice(1));
    expect(rows).toHaveLength(10_001);
    expect(rows[1]![6]).toBe('n: 10005');
  }, 120_000);
});

describe('who may read the audit log', () => {
  it('is for admins: a veterinarian is refused the log and the file', async () => {
    expect((await log({}, vet)).errors?.[0]?.message).toMatch(/not authorized/i);
    expect((await gateway.execute(FILE, {}, vet)).errors?.[0]?.message).toMatch(/not authorized/i);
    expect((await gateway.execute(LOG, {})).errors?.[0]?.message ?? '').toMatch(/not authorized/i);
  });

  it("keeps another clinic out: its admin sees none of this clinic's entries, whatever ids it sends", async () => {
    const byVisit = await log({ visitId }, other);
    expect(byVisit.errors).toBeUndefined();
    expect(byVisit.data.auditLog).toMatchObject({ totalCount: 0, edges: [] });
    expect((await log({ petId }, other)).data.auditLog).toMatchObject({ totalCount: 0, edges: [] });
    expect((await log({ actorId: vetUserId }, other)).data.auditLog).toMatchObject({ totalCount: 0, edges: [] });
    const own = await log({ first: 100 }, other);
    expect(own.data.auditLog.edges.every((edge: any) => edge.node.visitId !== visitId && edge.node.petId !== petId)).toBe(true);
    const file = (await gateway.execute(FILE, { visitId }, other)).data.auditLogFile;
    expect(file).toMatchObject({ rowCount: 0, totalCount: 0 });
    expect(Buffer.from(file.base64, 'base64').toString('utf8')).toBe(`\uFEFF${CSV_HEADER.join(',')}\r\n`);
    expect(encodeGlobalID('Visit', decodeGlobalID(visitId).id)).toBe(visitId);
  });
});
