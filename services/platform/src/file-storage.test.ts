import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_CACHE_AREA, createFileStorage, createLocalFileStorage, createS3FileStorage, publicFileUrl, signV4 } from './file-storage.ts';

const KEY = 'a1B2c3D4e5F6g7H8i9J0kLmN.png';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('local file storage', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'vetchart-files-'));
  });
  afterAll(async () => rm(folder, { recursive: true, force: true }));

  it('keeps what was put under its key, with the content type of its extension', async () => {
    const storage = createLocalFileStorage(path.join(folder, 'files'));
    await storage.put(KEY, PNG, 'image/png');
    expect(await storage.get(KEY)).toEqual({ body: PNG, contentType: 'image/png' });
    expect(await readdir(path.join(folder, 'files'))).toEqual([KEY]);
  });

  it('answers null for unknown keys and never reads outside its folder', async () => {
    const storage = createLocalFileStorage(path.join(folder, 'files'));
    expect(await storage.get('ZZZZZZZZZZZZZZZZZZZZ.png')).toBeNull();
    expect(await storage.get('../../etc/passwd')).toBeNull();
    expect(await storage.get('..%2Fsecret.png')).toBeNull();
    await expect(storage.put('../escape.png', PNG, 'image/png')).rejects.toThrow('invalid file key');
    await expect(storage.put('aaaaaaaaaaaaaaaaaaaa.svg', PNG, 'image/svg+xml')).rejects.toThrow('invalid file key');
  });

  it("keeps the document cache's slots in a folder of their own, apart from the uploads", async () => {
    const cache = createFileStorage(folder, {}, DOCUMENT_CACHE_AREA);
    await cache.put('slot-7.bin', PNG, 'application/octet-stream');
    expect(await readdir(path.join(folder, 'document-cache'))).toEqual(['slot-7.bin']);
    await expect(cache.put(KEY, PNG, 'image/png')).rejects.toThrow('invalid file key');
    expect(await createFileStorage(folder, {}).get('slot-7.bin')).toBeNull();
  });

  it('is the default, under DATA_DIR/files', async () => {
    const storage = createFileStorage(folder, {});
    expect(storage.kind).toBe('local');
    expect(await storage.get(KEY)).not.toBeNull();
    expect(publicFileUrl(KEY, {})).toBe(`/files/${KEY}`);
  });
});

describe('SigV4 signing', () => {
  it('matches the AWS documentation example (GET Object with a Range header)', () => {
    const { authorization } = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9', 'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      date: new Date('2013-05-24T00:00:00Z'),
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

// A stand-in for an S3-compatible store (S3 itself is outside the product): it keeps objects in
// memory and refuses any request whose signature it cannot reproduce with the shared secret.
describe('S3 file storage against a local stand-in', () => {
  const SECRET = 'local-secret-key';
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const seen: { method: string; path: string }[] = [];
  let server: Server;
  let endpoint: string;

  const readAll = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const body = await readAll(request);
      const url = new URL(request.url!, `http://${request.headers.host}`);
      seen.push({ method: request.method!, path: url.pathname });
      const given = String(request.headers.authorization ?? '');
      const signedNames = /SignedHeaders=([^,]+)/.exec(given)?.[1]?.split(';') ?? [];
      const headers = Object.fromEntries(
        signedNames.filter((name) => name !== 'host' && name !== 'x-amz-date').map((name) => [name, String(request.headers[name])]),
      );
      const amzDate = String(request.headers['x-amz-date']);
      const date = new Date(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);
      const expected = signV4({
        method: request.method!,
        url,
        headers,
        payloadHash: String(request.headers['x-amz-content-sha256']),
        date,
        region: 'eu-west-1',
        accessKeyId: 'LOCALKEY',
        secretAccessKey: SECRET,
      });
      const hash = (await import('node:crypto')).createHash('sha256').update(body).digest('hex');
      if (given !== expected.authorization || hash !== request.headers['x-amz-content-sha256']) {
        response.writeHead(403).end('SignatureDoesNotMatch');
        return;
      }
      if (request.method === 'PUT') {
        objects.set(url.pathname, { body, contentType: String(request.headers['content-type']) });
        response.writeHead(200).end();
        return;
      }
      const object = objects.get(url.pathname);
      if (!object) {
        response.writeHead(404).end('NoSuchKey');
        return;
      }
      response.writeHead(200, { 'content-type': object.contentType }).end(object.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts and gets signed objects by path in the bucket', async () => {
    const storage = createFileStorage('/unused', {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'vet-files',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'LOCALKEY',
      S3_SECRET_ACCESS_KEY: SECRET,
    });
    expect(storage.kind).toBe('s3');
    await storage.put(KEY, PNG, 'image/png');
    expect(objects.get(`/vet-files/${KEY}`)).toEqual({ body: PNG, contentType: 'image/png' });
    expect(await storage.get(KEY)).toEqual({ body: PNG, contentType: 'image/png' });
    expect(await storage.get('ZZZZZZZZZZZZZZZZZZZZ.png')).toBeNull();
    expect(seen.map((call) => call.method)).toEqual(['PUT', 'GET', 'GET']);
  });

  it("puts the document cache's slots under their prefix", async () => {
    const env = { FILE_STORAGE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: 'vet-files', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'LOCALKEY', S3_SECRET_ACCESS_KEY: SECRET };
    const cache = createFileStorage('/unused', env, DOCUMENT_CACHE_AREA);
    await cache.put('slot-3.bin', PNG, 'application/octet-stream');
    expect(objects.get('/vet-files/document-cache-slot-3.bin')?.body).toEqual(PNG);
    expect((await cache.get('slot-3.bin'))?.body).toEqual(PNG);
  });

  it('fails loudly when the store refuses the signature', async () => {
    const storage = createS3FileStorage({ endpoint, bucket: 'vet-files', region: 'eu-west-1', accessKeyId: 'LOCALKEY', secretAccessKey: 'wrong' });
    await expect(storage.put(KEY, PNG, 'image/png')).rejects.toThrow('403');
  });

  it('needs its settings, and serves from S3_PUBLIC_URL when given', () => {
    expect(() => createFileStorage('/unused', { FILE_STORAGE: 's3' })).toThrow('S3_ENDPOINT');
    expect(publicFileUrl(KEY, { FILE_STORAGE: 's3', S3_PUBLIC_URL: 'https://cdn.example.com/' })).toBe(`https://cdn.example.com/${KEY}`);
  });
});
