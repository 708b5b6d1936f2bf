// Hospital settings, the eCheckin schedule and logo uploads through the real Yoga app over the
// real services: saving and reading back, field errors at input paths, who may, and that
// another organization's admin reaches none of it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFileStorage } from '@vetchart/platform/file-storage';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountFiles } from '../files/serve-files.ts';
import { startTestGateway, type TestGateway } from '@vetchart/host/testing';

let gateway: TestGateway;
let dataDir: string;
let admin: string;
let clinicCode: string;
let clinicId: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vetchart-gateway-'));
  gateway = await startTestGateway({ dataDir });
  admin = (await gateway.signIn('admin@demo.vet')).accessToken;
  const read = await gateway.execute(`{ activeClinic { id clinicCode } }`, {}, admin);
  clinicCode = read.data.activeClinic.clinicCode;
  clinicId = read.data.activeClinic.id;
});
afterAll(async () => {
  await gateway?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const CLINIC_FIELDS = `id clinicCode name email phone contactName taxRate address1 address2 city state zip timezone weightUnit temperatureUnit avatar`;
const ACTIVE_CLINIC = `{ activeClinic { ${CLINIC_FIELDS} appointmentSettings { id daysBefore dailyReminder updatedAt } } }`;

const UPDATE_CLINIC = `mutation ($input: UpdateClinicInput!) { updateClinic(input: $input) {
  __typename ... on UpdateClinicSuccess { clinic { ${CLINIC_FIELDS} } }
  ... on Error { message } ... on InputValidationError { fieldErrors { path message } } } }`;

const SAVE_SETTINGS = `mutation ($input: SaveAppointmentSettingsInput!) { saveAppointmentSettings(input: $input) {
  __typename ... on SaveAppointmentSettingsSuccess { appointmentSettings { id clinicCode daysBefore dailyReminder updatedAt } }
  ... on Error { message } ... on InputValidationError { fieldErrors { path message } } } }`;

const UPLOAD_LOGO = `mutation ($input: UploadClinicLogoInput!) { uploadClinicLogo(input: $input) {
  __typename ... on UploadClinicLogoSuccess { url file { id url name contentType size } }
  ... on Error { message } ... on InputValidationError { fieldErrors { path message } } } }`;

function clinicInput(overrides: Record<string, unknown> = {}) {
  return {
    clinicCode,
    name: 'Demo Animal Hospital',
    email: 'frontdesk@demo.vet',
    phone: '5125550100',
    contactName: 'Morgan Hayes',
    taxRate: 8.25,
    address1: '2150 South Lamar Blvd',
    address2: 'Suite 110',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
    timezone: 'America/Chicago',
    weightUnit: 'pound',
    temperatureUnit: 'fahrenheit',
    avatar: null,
    ...overrides,
  };
}

describe('hospital settings', () => {
  it('reads the active clinic and its default eCheckin schedule in two upstream calls', async () => {
    const result = await gateway.execute(ACTIVE_CLINIC, {}, admin);
    expect(result.data.activeClinic).toMatchObject({ clinicCode, name: 'Demo Animal Hospital', email: 'frontdesk@demo.vet', taxRate: 8.25 });
    expect(result.data.activeClinic.appointmentSettings).toMatchObject({ daysBefore: 1, dailyReminder: false, updatedAt: null });
    expect(result.extensions?.upstreamCalls).toBe(2);
  });

  it('saves the contact form and reads it back, in the viewer too', async () => {
    const saved = await gateway.execute(UPDATE_CLINIC, { input: clinicInput({ contactName: 'Dr. Morgan Hayes', taxRate: 6.5, weightUnit: 'kilograms', address2: null }) }, admin);
    expect(saved.data.updateClinic).toMatchObject({
      __typename: 'UpdateClinicSuccess',
      clinic: { id: clinicId, contactName: 'Dr. Morgan Hayes', taxRate: 6.5, weightUnit: 'kilograms', address2: null },
    });
    const read = await gateway.execute(`{ activeClinic { contactName taxRate } viewer { clinics { id contactName taxRate } } }`, {}, admin);
    expect(read.data.activeClinic).toEqual({ contactName: 'Dr. Morgan Hayes', taxRate: 6.5 });
    expect(read.data.viewer.clinics[0]).toEqual({ id: clinicId, contactName: 'Dr. Morgan Hayes', taxRate: 6.5 });
    await gateway.execute(UPDATE_CLINIC, { input: clinicInput() }, admin);
  });

  it("maps the service's field errors to the input's paths and changes nothing", async () => {
    const result = await gateway.execute(
      UPDATE_CLINIC,
      { input: clinicInput({ address1: 'PO Box 77', contactName: '', taxRate: 120, weightUnit: 'stone', email: 'nope' }) },
      admin,
    );
    expect(result.data.updateClinic.__typename).toBe('InputValidationError');
    expect(result.data.updateClinic.fieldErrors).toEqual(
      expect.arrayContaining([
        { path: 'address1', message: 'PO Box is not allowed!' },
        { path: 'contactName', message: 'Please enter contact name' },
        { path: 'taxRate', message: 'Tax rate must be a number from 0 to 100 with at most 3 decimals.' },
        { path: 'weightUnit', message: 'Please select weight unit' },
        { path: 'email', message: 'Invalid email!' },
      ]),
    );
    const read = await gateway.execute(`{ activeClinic { address1 email } }`, {}, admin);
    expect(read.data.activeClinic).toEqual({ address1: '2150 South Lamar Blvd', email: 'frontdesk@demo.vet' });
  });

  it('refuses a veterinarian, and the service refuses them too', async () => {
    const vet = (await gateway.signIn('vet@demo.vet')).accessToken;
    const result = await gateway.execute(UPDATE_CLINIC, { input: clinicInput({ name: 'Vet Clinic' }) }, vet);
    expect(result.data.updateClinic).toMatchObject({ __typename: 'ForbiddenError', message: expect.stringMatching(/not authorized/i) });
    const upload = await gateway.execute(UPLOAD_LOGO, { input: { name: 'l.png', type: 'image/png', dataUri: `data:image/png;base64,${PNG_BASE64}` } }, vet);
    expect(upload.data.uploadClinicLogo).toMatchObject({ __typename: 'ForbiddenError' });
    expect((await gateway.execute(`{ activeClinic { name } }`, {}, admin)).data.activeClinic.name).toBe('Demo Animal Hospital');
  });
});

describe('eCheckin schedule', () => {
  it('saves for the active clinic and reads it back; only 0, 1, 3 or 7 days', async () => {
    const vet = (await gateway.signIn('vet@demo.vet')).accessToken;
    const saved = await gateway.execute(SAVE_SETTINGS, { input: { clinicCode, daysBefore: 7, dailyReminder: true } }, vet);
    expect(saved.data.saveAppointmentSettings).toMatchObject({
      __typename: 'SaveAppointmentSettingsSuccess',
      appointmentSettings: { clinicCode, daysBefore: 7, dailyReminder: true },
    });
    const refused = await gateway.execute(SAVE_SETTINGS, { input: { clinicCode, daysBefore: 2, dailyReminder: false } }, vet);
    expect(refused.data.saveAppointmentSettings).toMatchObject({
      __typename: 'InputValidationError',
      fieldErrors: [{ path: 'daysBefore', message: 'Please choose when the eCheckin form is sent: 0, 1, 3 or 7 days before.' }],
    });
    const read = await gateway.execute(ACTIVE_CLINIC, {}, admin);
    expect(read.data.activeClinic.appointmentSettings).toMatchObject({ daysBefore: 7, dailyReminder: true, updatedAt: expect.any(String) });
    const node = await gateway.execute(`query ($id: ID!) { node(id: $id) { ... on AppointmentSettings { daysBefore } } }`, { id: saved.data.saveAppointmentSettings.appointmentSettings.id }, admin);
    expect(node.data.node).toEqual({ daysBefore: 7 });
  });
});

describe('logo upload', () => {
  it('stores a PNG, which the product serves with its type and nosniff, and saves it as the avatar', async () => {
    const result = await gateway.execute(UPLOAD_LOGO, { input: { name: 'logo.png', type: 'image/png', dataUri: `data:image/png;base64,${PNG_BASE64}` } }, admin);
    expect(result.data.uploadClinicLogo).toMatchObject({ __typename: 'UploadClinicLogoSuccess', file: { name: 'logo.png', contentType: 'image/png', size: 70 } });
    const url: string = result.data.uploadClinicLogo.url;
    expect(url).toMatch(/^\/files\/[A-Za-z0-9_-]{32}\.png$/);

    const app = new Hono();
    mountFiles(app, createFileStorage(dataDir, {}));
    const served = await app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(PNG_BASE64);
    expect((await app.request('/files/ZZZZZZZZZZZZZZZZZZZZZZZZ.png')).status).toBe(404);
    expect((await app.request('/files/..%2F..%2Fkeys%2Fjwt-private.pem')).status).toBe(404);

    const saved = await gateway.execute(UPDATE_CLINIC, { input: clinicInput({ avatar: url }) }, admin);
    expect(saved.data.updateClinic.clinic.avatar).toBe(url);
    const node = await gateway.execute(`query ($id: ID!) { node(id: $id) { ... on File { url } } }`, { id: result.data.uploadClinicLogo.file.id }, admin);
    expect(node.data.node).toEqual({ url });
    await gateway.execute(UPDATE_CLINIC, { input: clinicInput() }, admin);
  });

  it('refuses a fake image, an SVG and an oversized file with the service message', async () => {
    const fake = Buffer.from('not really a png').toString('base64');
    const fakeResult = await gateway.execute(UPLOAD_LOGO, { input: { name: 'logo.png', type: 'image/png', dataUri: `data:image/png;base64,${fake}` } }, admin);
    expect(fakeResult.data.uploadClinicLogo).toMatchObject({
      __typename: 'InputValidationError',
      message: 'Only PNG, JPEG, GIF or WebP images can be uploaded.',
      fieldErrors: [{ path: 'dataUri', message: 'Only PNG, JPEG, GIF or WebP images can be uploaded.' }],
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    const svgResult = await gateway.execute(UPLOAD_LOGO, { input: { name: 'logo.svg', type: 'image/svg+xml', dataUri: `data:image/svg+xml;base64,${svg}` } }, admin);
    expect(svgResult.data.uploadClinicLogo.__typename).toBe('InputValidationError');
    const big = Buffer.alloc(5_242_881);
    Buffer.from('89504e470d0a1a0a', 'hex').copy(big);
    const bigResult = await gateway.execute(UPLOAD_LOGO, { input: { name: 'big.png', type: 'image/png', dataUri: `data:image/png;base64,${big.toString('base64')}` } }, admin);
    expect(bigResult.data.uploadClinicLogo).toMatchObject({
      __typename: 'InputValidationError',
      message: 'The file is too large: images can be at most 5 MB.',
    });
  });
});

describe('tenant isolation', () => {
  it("gives admin@other.vet nothing of Demo Animal Hospital's clinic, settings or files, whatever it sends", async () => {
    const demoBefore = await gateway.execute(ACTIVE_CLINIC, {}, admin);
    const upload = await gateway.execute(UPLOAD_LOGO, { input: { name: 'demo.png', type: 'image/png', dataUri: `data:image/png;base64,${PNG_BASE64}` } }, admin);
    const demoFileId = upload.data.uploadClinicLogo.file.id;
    const other = (await gateway.signIn('admin@other.vet')).accessToken;

    const own = await gateway.execute(`{ activeClinic { clinicCode name } }`, {}, other);
    expect(own.data.activeClinic.name).toBe('Other Pet Clinic');
    expect(own.data.activeClinic.clinicCode).not.toBe(clinicCode);

    const clinicNode = await gateway.execute(`query ($id: ID!) { node(id: $id) { id } }`, { id: clinicId }, other);
    expect(clinicNode.data.node).toBeNull();
    const fileNode = await gateway.execute(`query ($id: ID!) { node(id: $id) { ... on File { url } } }`, { id: demoFileId }, other);
    expect(fileNode.data?.node ?? null).toBeNull();
    const settingsNode = await gateway.execute(
      `query ($id: ID!) { node(id: $id) { ... on AppointmentSettings { daysBefore } } }`,
      { id: demoBefore.data.activeClinic.appointmentSettings.id },
      other,
    );
    expect(settingsNode.data.node).toBeNull();

    const update = await gateway.execute(UPDATE_CLINIC, { input: clinicInput({ name: 'Hijacked' }) }, other);
    expect(update.data.updateClinic).toEqual({ __typename: 'NotFoundError', message: 'Not found.' });
    const settings = await gateway.execute(SAVE_SETTINGS, { input: { clinicCode, daysBefore: 0, dailyReminder: false } }, other);
    expect(settings.data.saveAppointmentSettings).toEqual({ __typename: 'NotFoundError', message: 'Not found.' });

    const demoAfter = await gateway.execute(ACTIVE_CLINIC, {}, admin);
    expect(demoAfter.data).toEqual(demoBefore.data);
  });
});
