// Uploads are refused by their content (SVG, HTML in a .png, polyglots that put
// markup inside or after a real image, oversize), nothing of a refused upload is stored, and what
// is accepted is served safely (its stored type, nosniff, a no-script sandbox).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_FRAME_BYTES, dataUri, gif, jpeg, png, pngChunk } from './images.ts';
import { startProbeProduct, type ProbeProduct } from './product.ts';

const NOT_AN_IMAGE = 'Only PNG, JPEG, GIF or WebP images can be uploaded.';
const TOO_LARGE = 'The file is too large: images can be at most 5 MB.';
const UPLOAD_LOGO = `mutation ($input: UploadClinicLogoInput!) {
  uploadClinicLogo(input: $input) {
    __typename
    ... on UploadClinicLogoSuccess { url file { contentType } }
    ... on InputValidationError { message fieldErrors { path message } }
  }
}`;

let product: ProbeProduct;
let token: string;
beforeAll(async () => {
  product = await startProbeProduct();
  token = await product.signIn('admin@demo.vet');
});
afterAll(async () => product?.close());

const storedFiles = () => readdir(path.join(product.dataDir, 'files')).catch(() => [] as string[]);

async function upload(name: string, type: string, bytes: Buffer) {
  const result = await product.graphql(UPLOAD_LOGO, { input: { name, type, dataUri: dataUri(type, bytes) } }, token);
  expect(result.status).toBe(200);
  return result.body.data.uploadClinicLogo;
}

const SCRIPT = '<script>fetch("/graphql").then(r=>r.text()).then(alert)</script>';

const refused: [what: string, name: string, type: string, bytes: () => Buffer][] = [
  ['an SVG with a script', 'logo.svg', 'image/svg+xml', () => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}</svg>`)],
  ['HTML named .png', 'logo.png', 'image/png', () => Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`)],
  ['a PNG signature followed by HTML', 'logo.png', 'image/png', () => Buffer.concat([png().subarray(0, 8), Buffer.from(`<html>${SCRIPT}</html>`)])],
  ['a real PNG with HTML after its end', 'logo.png', 'image/png', () => png({ trailing: Buffer.from(`<html>${SCRIPT}</html>`) })],
  ['a real PNG with a script in a text chunk', 'logo.png', 'image/png', () => png({ extraChunks: [pngChunk('tEXt', Buffer.from(`Comment\0${SCRIPT}`, 'latin1'))] })],
  ['a PNG whose chunk lengths lie', 'logo.png', 'image/png', () => Buffer.concat([png().subarray(0, 8), Buffer.from('0000ffff49484452', 'hex'), Buffer.alloc(64)])],
  ['a real GIF with a script in a comment', 'logo.gif', 'image/gif', () => gif({ comment: SCRIPT })],
  ['a real GIF with a ZIP or HTML after its trailer', 'logo.gif', 'image/gif', () => gif({ trailing: Buffer.from(`PK\u0003\u0004<html>${SCRIPT}`, 'latin1') })],
  ['a GIF header that is JavaScript (GIF89a=…)', 'logo.gif', 'image/gif', () => Buffer.from('GIF89a=1;alert(document.domain);//', 'latin1')],
  ['a real JPEG with HTML in a comment segment', 'logo.jpg', 'image/jpeg', () => jpeg({ comment: `<html>${SCRIPT}</html>` })],
  ['a real JPEG with HTML after its end', 'logo.jpg', 'image/jpeg', () => jpeg({ trailing: Buffer.from(`<html>${SCRIPT}</html>`) })],
  ['a WebP header around HTML', 'logo.webp', 'image/webp', () => Buffer.concat([Buffer.from('RIFF\u00ff\u0000\u0000\u0000WEBP', 'latin1'), Buffer.from(`<html>${SCRIPT}</html>`)])],
];

describe('refused by content', () => {
  it.each(refused)('%s', async (_what, name, type, bytes) => {
    const before = await storedFiles();
    const result = await upload(name, type, bytes());
    expect(result).toEqual({ __typename: 'InputValidationError', message: NOT_AN_IMAGE, fieldErrors: [{ path: 'dataUri', message: NOT_AN_IMAGE }] });
    expect(await storedFiles()).toEqual(before);
  });

  it('an image over 5 MB', async () => {
    const before = await storedFiles();
    const result = await upload('big.png', 'image/png', png({ padding: 5_242_881 - PNG_FRAME_BYTES }));
    expect(result).toEqual({ __typename: 'InputValidationError', message: TOO_LARGE, fieldErrors: [{ path: 'dataUri', message: TOO_LARGE }] });
    expect(await storedFiles()).toEqual(before);
  });
});

describe('accepted images', () => {
  it.each([
    ['a PNG', 'logo.png', png(), 'image/png'],
    ['a GIF sent with a .png name', 'logo.png', gif(), 'image/gif'],
    ['a GIF with a plain comment', 'logo.gif', gif({ comment: 'Made with love for Rex' }), 'image/gif'],
    ['a JPEG', 'logo.jpg', jpeg(), 'image/jpeg'],
  ])('%s is stored and served with its real type, nosniff and a sandbox', async (_what, name, bytes, contentType) => {
    const result = await upload(name, 'image/png', bytes);
    expect(result).toMatchObject({ __typename: 'UploadClinicLogoSuccess', file: { contentType } });
    const served = await fetch(`${product.url}${result.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(contentType);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
    // Images are shown inline (an <img>); they are not offered as downloads.
    expect(served.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });
});

it('a stored type the app does not show inline (a future PDF or audio file) is served as a download', async () => {
  const { fileResponseHeaders } = await import('@vetchart/gateway/files/serve-files');
  expect(fileResponseHeaders('application/pdf', 10)).toMatchObject({
    'Content-Type': 'application/pdf',
    'Content-Disposition': 'attachment',
    'X-Content-Type-Options': 'nosniff',
  });
  expect(fileResponseHeaders('image/webp', 10)).not.toHaveProperty('Content-Disposition');
});
