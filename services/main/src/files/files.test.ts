import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMainHarness, type MainHarness } from '../testing.ts';
import { MAX_UPLOAD_BYTES } from '@vetchart/platform/image-check';

let harness: MainHarness;
beforeAll(async () => {
  harness = await startMainHarness();
});
afterAll(async () => harness?.close());

// The smallest valid PNG: a 1x1 transparent pixel.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
// A 1x1 GIF89a.
const GIF_BASE64 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The 1x1 PNG grown to `size` bytes by a private ancillary chunk before IEND (still a valid PNG). */
function pngOfSize(size: number): Buffer {
  const image = Buffer.from(PNG_BASE64, 'base64');
  const iend = image.length - 12;
  const padding = Buffer.alloc(size - image.length - 12);
  const chunk = Buffer.alloc(12 + padding.length);
  chunk.writeUInt32BE(padding.length, 0);
  chunk.write('paDd', 4, 'latin1');
  padding.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + padding.length)), 8 + padding.length);
  return Buffer.concat([image.subarray(0, iend), chunk, image.subarray(iend)]);
}
const org = { organizationId: randomUUID(), clinicId: randomUUID(), clinicCode: 'CLN-LOGO' };
const upload = (data_uri: string, name = 'logo.png', type = 'image/png') => ({ name, type, data_uri });

async function storedFiles() {
  return readdir(path.join(harness.dataDir, 'files')).catch(() => [] as string[]);
}

describe('POST /platform/upload', () => {
  it('stores a real image under a random key and answers its url', async () => {
    const token = await harness.tokenFor(org);
    const result = await harness.call('POST', '/platform/upload', { token, body: upload(`data:image/png;base64,${PNG_BASE64}`) });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ name: 'logo.png', content_type: 'image/png', size: 70, purpose: 'clinic-logo', clinic_code: 'CLN-LOGO' });
    expect(result.body.url).toMatch(/^\/files\/[A-Za-z0-9_-]{32}\.png$/);
    const key = result.body.url.slice('/files/'.length);
    expect(await storedFiles()).toContain(key);
    const second = await harness.call('POST', '/platform/upload', { token, body: upload(`data:image/png;base64,${PNG_BASE64}`) });
    expect(second.body.url).not.toBe(result.body.url);
  });

  it('judges the content, not the name or declared type', async () => {
    const token = await harness.tokenFor(org);
    const before = await storedFiles();
    const fakePng = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const fake = await harness.call('POST', '/platform/upload', { token, body: upload(`data:image/png;base64,${fakePng}`, 'logo.png') });
    expect(fake.status).toBe(400);
    expect(fake.body).toEqual({
      message: 'Only PNG, JPEG, GIF or WebP images can be uploaded.',
      errors: [{ path: 'data_uri', message: 'Only PNG, JPEG, GIF or WebP images can be uploaded.' }],
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64');
    const svgUpload = await harness.call('POST', '/platform/upload', { token, body: upload(`data:image/svg+xml;base64,${svg}`, 'logo.svg', 'image/svg+xml') });
    expect(svgUpload.status).toBe(400);
    expect(svgUpload.body.message).toBe('Only PNG, JPEG, GIF or WebP images can be uploaded.');
    const notDataUri = await harness.call('POST', '/platform/upload', { token, body: upload('https://example.com/logo.png') });
    expect(notDataUri.status).toBe(400);
    // A real GIF sent with a PNG name is stored as the GIF it is.
    const gifUpload = await harness.call('POST', '/platform/upload', { token, body: upload(`data:image/png;base64,${GIF_BASE64}`, 'logo.png') });
    expect(gifUpload.status).toBe(201);
    expect(gifUpload.body).toMatchObject({ content_type: 'image/gif' });
    expect(gifUpload.body.url).toMatch(/\.gif$/);
    expect((await storedFiles()).length).toBe(before.length + 1);
  });

  it('refuses images over 5 MB with 413, and bodies far over it before reading them', async () => {
    const token = await harness.tokenFor(org);
    const before = await storedFiles();
    const oversized = pngOfSize(MAX_UPLOAD_BYTES + 1);
    const result = await harness.call('POST', '/platform/upload', { token, body: upload(`data:image/png;base64,${oversized.toString('base64')}`) });
    expect(result.status).toBe(413);
    expect(result.body.message).toBe('The file is too large: images can be at most 5 MB.');
    const exact = pngOfSize(MAX_UPLOAD_BYTES);
    expect(exact.length).toBe(MAX_UPLOAD_BYTES);
    const atLimit = await harness.call('POST', '/platform/upload', { token, body: upload(`data:image/png;base64,${exact.toString('base64')}`) });
    expect(atLimit.status).toBe(201);
    const huge = await harness.call('POST', '/platform/upload', { token, rawBody: JSON.stringify(upload(`data:image/png;base64,${'A'.repeat(8_000_000)}`)) });
    expect(huge.status).toBe(413);
    expect((await storedFiles()).length).toBe(before.length + 1);
  });

  it('is for super admins and client admins only', async () => {
    const vet = await harness.tokenFor({ ...org, isClientAdmin: false, roleName: 'veterinarian' });
    const result = await harness.call('POST', '/platform/upload', { token: vet, body: upload(`data:image/png;base64,${PNG_BASE64}`) });
    expect(result.status).toBe(403);
    const superAdmin = await harness.tokenFor({ ...org, isClientAdmin: false, isSuperAdmin: true });
    expect((await harness.call('POST', '/platform/upload', { token: superAdmin, body: upload(`data:image/png;base64,${PNG_BASE64}`) })).status).toBe(201);
    expect((await harness.call('POST', '/platform/upload', { body: upload(`data:image/png;base64,${PNG_BASE64}`) })).status).toBe(401);
  });
});

describe('GET /files', () => {
  it('lists only the caller\'s organization\'s uploads, by ids too', async () => {
    const token = await harness.tokenFor(org);
    const mine = await harness.call('GET', '/files', { token });
    expect(mine.body.meta.total).toBeGreaterThan(0);
    const id = mine.body.data[0].id;
    expect((await harness.call('GET', `/files?ids=${id}`, { token })).body.data.map((file: { id: string }) => file.id)).toEqual([id]);
    const other = await harness.tokenFor({ organizationId: randomUUID() });
    expect((await harness.call('GET', `/files?ids=${id}`, { token: other })).body).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await harness.call('GET', '/files', { token: other })).body.meta.total).toBe(0);
    expect((await harness.call('GET', '/files?ids=not-a-uuid', { token })).body.data).toEqual([]);
  });
});
