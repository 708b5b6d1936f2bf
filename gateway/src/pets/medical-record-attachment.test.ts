// An imported document's file through the gateway (docs/fhir-import.md): a FHIR import keeps the
// DocumentReference's data; any member of the clinic reads it on the pet's medical records with a
// short-lived downloadUrl that serves the same bytes (a PDF in the tab, anything else only as a
// download, with no powers); another clinic sees neither the pet nor the file.
import { createHash } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';
import { closeUpstreams, connectUpstreams, type Upstreams } from '../context.ts';
import { mountMedicalRecordFileDownloads, sealMedicalRecordFileLink } from './medical-record-file-links.ts';

let gateway: TestGateway;
let upstreams: Upstreams;
let admin: string;
let vet: string;
let other: string;

const PATIENT_ANIMAL = 'http://hl7.org/fhir/StructureDefinition/patient-animal';
const SHA256_EXTENSION = 'https://vetchart.app/fhir/StructureDefinition/attachment-sha256';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const line = (value: unknown) => `${JSON.stringify(value)}\n`;
const document = (id: string, title: string, contentType: string, data: Buffer) => ({
  resourceType: 'DocumentReference',
  id,
  status: 'current',
  subject: { reference: 'Patient/gw-file-p1' },
  date: '2025-02-02',
  content: [{ attachment: { contentType, title, data: data.toString('base64'), extension: [{ url: SHA256_EXTENSION, valueString: createHash('sha256').update(data).digest('hex') }] } }],
});
const files = {
  files: [
    {
      name: 'Patient.ndjson',
      text: line({
        resourceType: 'Patient',
        id: 'gw-file-p1',
        extension: [{ url: PATIENT_ANIMAL, extension: [{ url: 'species', valueCodeableConcept: { text: 'Canine' } }, { url: 'breed', valueCodeableConcept: { text: 'Labrador Retriever' } }] }],
        name: [{ given: ['Pickles'] }],
        gender: 'male',
        birthDate: '2019-03-03',
        contact: [{ name: { given: ['Ravi'], family: 'Menon' }, telecom: [{ system: 'email', value: 'ravi.menon@example.com' }] }],
      }),
    },
    { name: 'Observation.ndjson', text: line({ resourceType: 'Observation', id: 'gw-file-o1', status: 'final', code: { coding: [{ system: 'http://loinc.org', code: '29463-7' }] }, subject: { reference: 'Patient/gw-file-p1' }, valueQuantity: { value: 18, code: 'kg' } }) },
    { name: 'DocumentReference.ndjson', text: line(document('gw-file-d1', 'X-ray report.pdf', 'application/pdf', pdf)) + line(document('gw-file-d2', 'drawing.svg', 'image/svg+xml', svg)) },
  ],
};

const RECORDS = `query ($id: ID!) { node(id: $id) { ... on Pet { medicalRecords { kind title attachment { name contentType size sha256 downloadUrl } } } } }`;

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

describe("an imported document's file (MedicalRecord.attachment)", () => {
  it('the dry run says the file will be kept; after the import a vet opens the same bytes; another clinic gets nothing', async () => {
    const IMPORT = (field: string) => `mutation ($input: FhirImportInput!) { ${field}(input: $input) { __typename ... on FhirImportReport { create { files { label note } } cannotMap { source reason } } ... on Error { message } } }`;
    const plan = await gateway.execute(IMPORT('planFhirImport'), { input: files }, admin);
    expect(plan.errors).toBeUndefined();
    expect(plan.data.planFhirImport.create.files).toEqual([
      { label: 'X-ray report.pdf (Pickles)', note: `its contents are kept (${pdf.length} bytes)` },
      { label: 'drawing.svg (Pickles)', note: `its contents are kept (${svg.length} bytes)` },
    ]);
    const applied = await gateway.execute(IMPORT('applyFhirImport'), { input: files }, admin);
    expect(applied.data.applyFhirImport.__typename).toBe('FhirImportReport');

    const [pet] = await gateway.db.query<{ id: string }>(`SELECT id FROM main.pets WHERE name = 'Pickles' ORDER BY created_at DESC LIMIT 1`);
    const petId = encodeGlobalID('Pet', pet!.id);
    const read = await gateway.execute(RECORDS, { id: petId }, vet);
    expect(read.errors).toBeUndefined();
    const records = read.data.node.medicalRecords as { title: string; attachment: { name: string; contentType: string; size: number; sha256: string; downloadUrl: string } }[];
    const report = records.find((record) => record.title === 'X-ray report.pdf')!;
    expect(report.attachment).toMatchObject({ name: 'X-ray report.pdf', contentType: 'application/pdf', size: pdf.length, sha256: createHash('sha256').update(pdf).digest('hex') });
    expect(report.attachment.downloadUrl).toMatch(/^\/medical-record-files\/[A-Za-z0-9_-]+$/);

    const app = new Hono();
    mountMedicalRecordFileDownloads(app, { upstreams, key: gateway.reportLinkKey });
    const opened = await app.request(report.attachment.downloadUrl);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('content-disposition')).toMatch(/^inline; filename="X-ray report.pdf"/);
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await opened.arrayBuffer()).equals(pdf)).toBe(true);

    // A file a browser could run is only ever downloaded, sandboxed.
    const page = records.find((record) => record.title === 'drawing.svg')!;
    const downloaded = await app.request(page.attachment.downloadUrl);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toBe('application/octet-stream');
    expect(downloaded.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(downloaded.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(svg)).toBe(true);

    // Another clinic: the pet is not theirs, and their own token sealed into a link for this file finds nothing.
    expect((await gateway.execute(RECORDS, { id: petId }, other)).data.node).toBeNull();
    const recordId = (await gateway.db.query<{ id: string }>(`SELECT id FROM main.pet_medical_records WHERE pet_id = $1 AND title = 'X-ray report.pdf'`, [pet!.id]))[0]!.id;
    const stranger = sealMedicalRecordFileLink(gateway.reportLinkKey, other, { petId: pet!.id, recordId, name: 'x.pdf', contentType: 'application/pdf' });
    expect((await app.request(`/medical-record-files/${stranger}`)).status).toBe(404);
    // A changed token opens nothing; one past its time has expired.
    expect((await app.request('/medical-record-files/not-a-token-at-all-not-a-token-at-all-xx')).status).toBe(404);
    const late = sealMedicalRecordFileLink(gateway.reportLinkKey, vet, { petId: pet!.id, recordId, name: 'x.pdf', contentType: 'application/pdf' }, Date.now() - 11 * 60_000);
    expect((await app.request(`/medical-record-files/${late}`)).status).toBe(410);
  }, 60_000);
});
