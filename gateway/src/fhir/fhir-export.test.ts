// FHIR exports from Settings through the gateway (docs/fhir.md 'Exporting from Settings'): an admin
// starts one, the product's task queue builds it, its downloadUrl serves the zip whose SHA-256 the
// node shows; a vet is refused; another clinic's admin (admin@other.vet) neither sees nor downloads it.
import { createHash } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';
import { closeUpstreams, connectUpstreams, type Upstreams } from '../context.ts';
import { mountFhirExportDownloads, sealFhirExportLink } from './fhir-export-links.ts';

let gateway: TestGateway;
let upstreams: Upstreams;
let admin: string;
let vet: string;
let other: string;

const FIELDS = 'id state wholeClinic progress { step done total } fileSize sha256 downloadUrl createdAt finishedAt requestedByName error';
const START = `mutation ($input: StartFhirExportInput!) { startFhirExport(input: $input) { __typename
  ... on StartFhirExportSuccess { message fhirExport { ${FIELDS} } } ... on Error { message } } }`;
const NODE = `query ($id: ID!) { node(id: $id) { ... on FhirExport { ${FIELDS} } } }`;

beforeAll(async () => {
  gateway = await startTestGateway();
  upstreams = connectUpstreams(gateway.upstreams);
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  vet = (await gateway.signIn('vet@demo.vet')).accessToken;
  other = (await gateway.signIn('admin@other.vet')).accessToken;
}, 120_000);

afterAll(async () => {
  if (upstreams) closeUpstreams(upstreams);
  await gateway?.close();
});

describe('FHIR exports (gateway)', () => {
  let exportId: string;

  it('an admin starts the whole clinic export, sees it finish and downloads the zip', async () => {
    const started = await gateway.execute(START, { input: {} }, admin);
    expect(started.errors).toBeUndefined();
    const payload = started.data.startFhirExport;
    expect(payload.__typename).toBe('StartFhirExportSuccess');
    expect(payload.fhirExport).toMatchObject({ state: 'QUEUED', wholeClinic: true, downloadUrl: null, fileSize: null });
    exportId = payload.fhirExport.id;

    let node: any;
    for (let tries = 0; tries < 60; tries += 1) {
      node = (await gateway.execute(NODE, { id: exportId }, admin)).data.node;
      if (node.state === 'DONE' || node.state === 'FAILED') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(node).toMatchObject({ state: 'DONE', error: null, progress: { step: 'done' } });
    expect(node.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(node.downloadUrl).toMatch(/^\/fhir-exports\/[A-Za-z0-9_-]+$/);

    const listed = await gateway.execute('query { fhirExports { id state } }', {}, admin);
    expect(listed.data.fhirExports[0]).toEqual({ id: exportId, state: 'DONE' });

    const app = new Hono();
    mountFhirExportDownloads(app, { upstreams, key: gateway.reportLinkKey });
    const download = await app.request(node.downloadUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    const zip = new Uint8Array(await download.arrayBuffer());
    expect(zip.length).toBe(node.fileSize);
    expect(createHash('sha256').update(zip).digest('hex')).toBe(node.sha256);
    // A zip (its contents are checked against the manifest in the service's test) holding the files and the manifest.
    expect(Buffer.from(zip.subarray(0, 4)).toString('hex')).toBe('504b0304');
    expect(Buffer.from(zip).includes('manifest.json')).toBe(true);
    expect(Buffer.from(zip).includes('Patient.ndjson')).toBe(true);
    // Checked against its manifest through the API, as `pnpm fhir:verify` checks a folder.
    const VERIFY = `mutation ($input: VerifyFhirExportInput!) { verifyFhirExport(input: $input) { __typename
      ... on VerifyFhirExportSuccess { verified zipSha256Matches problems { file problem } message } ... on Error { message } } }`;
    const checked = await gateway.execute(VERIFY, { input: { fhirExportId: exportId } }, admin);
    expect(checked.errors).toBeUndefined();
    expect(checked.data.verifyFhirExport).toMatchObject({ __typename: 'VerifyFhirExportSuccess', verified: true, zipSha256Matches: true, problems: [] });

    // A changed token, or one past its time, opens nothing.
    const token = node.downloadUrl.slice('/fhir-exports/'.length);
    const middle = Math.floor(token.length / 2);
    expect((await app.request(`/fhir-exports/${token.slice(0, middle)}${token[middle] === 'A' ? 'B' : 'A'}${token.slice(middle + 1)}`)).status).toBe(404);
    const raw = Buffer.from(exportId, 'base64').toString().split(':')[1]!;
    expect((await app.request(`/fhir-exports/${sealFhirExportLink(gateway.reportLinkKey, admin, raw, Date.now() - 11 * 60_000)}`)).status).toBe(410);
    // The other clinic's admin's own token sealed into a link for this export: main answers not found.
    expect((await app.request(`/fhir-exports/${sealFhirExportLink(gateway.reportLinkKey, other, raw)}`)).status).toBe(404);
  }, 60_000);

  it('a vet can neither start nor list exports', async () => {
    const started = await gateway.execute(START, { input: {} }, vet);
    expect(started.data.startFhirExport.__typename).toBe('ForbiddenError');
    const listed = await gateway.execute('query { fhirExports { id } }', {}, vet);
    expect(listed.errors?.[0]?.message).toMatch(/not authorized/i);
    expect((await gateway.execute(NODE, { id: exportId }, vet)).data.node).toBeNull();
  });

  it("keeps another clinic out: its admin sees none of this clinic's exports", async () => {
    expect((await gateway.execute(NODE, { id: exportId }, other)).data.node).toBeNull();
    const listed = await gateway.execute('query { fhirExports { id } }', {}, other);
    expect(listed.data.fhirExports.map((row: { id: string }) => row.id)).not.toContain(exportId);
    // Another clinic's pet is not found.
    const [pet] = await gateway.db.query<{ id: string }>(`SELECT p.id FROM main.pets p JOIN auth.clinics c ON c.id = p.clinic_id WHERE c.name = 'Demo Animal Hospital' LIMIT 1`);
    const refused = await gateway.execute(START, { input: { petId: encodeGlobalID('Pet', pet!.id) } }, other);
    expect(refused.data.startFhirExport.__typename).toBe('NotFoundError');
  });
});
