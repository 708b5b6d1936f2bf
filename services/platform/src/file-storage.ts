// Where uploaded files (logos, pet images, signatures) are kept: a folder under the data folder
// in the embedded default, an S3-compatible bucket in production. Both sit behind one small
// interface so the services that store files and the port that serves them never know which one
// runs. The gateway's cache of rendered documents is kept the same way, in an area of its own.
import { createHash, createHmac } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Null when no file has that key. */
  get(key: string): Promise<StoredFile | null>;
}

/**
 * Keys are made by the product (random, with an image extension); anything else is refused so
 * that a key read from a URL can never climb out of the storage folder or bucket prefix.
 */
export const FILE_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}\.(png|jpg|gif|webp)$/;

export const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export function isFileKey(key: string): boolean {
  return FILE_KEY_PATTERN.test(key);
}

/** The content type a key was stored with, from its extension (the only types the product stores). */
export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPE_BY_EXTENSION[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** Where one kind of file lives: a folder under DATA_DIR, a name prefix in the bucket, and the keys it takes. */
export interface StorageArea {
  folder: string;
  prefix: string;
  keys: RegExp;
}

/** Uploaded images, served at /files/<key>. */
export const UPLOADS_AREA: StorageArea = { folder: 'files', prefix: '', keys: FILE_KEY_PATTERN };

/**
 * The gateway's cache of rendered documents (gateway/src/documents/document-cache.ts): a fixed
 * number of slots, never served (its keys are no file keys, so /files refuses them).
 */
export const DOCUMENT_CACHE_AREA: StorageArea = { folder: 'document-cache', prefix: 'document-cache-', keys: /^slot-\d{1,6}\.bin$/ };

/**
 * The audit chain heads exported each day (services/main/src/audit/head-export.ts), one file a
 * day, never served: kept outside the database so that a rewritten or shortened audit log shows.
 */
export const AUDIT_HEADS_AREA: StorageArea = { folder: 'audit-chain-heads', prefix: 'audit-chain-heads/', keys: /^\d{4}-\d{2}-\d{2}\.json$/ };

function assertKey(key: string, keys: RegExp): void {
  if (!keys.test(key)) throw new Error(`invalid file key: ${key}`);
}

export function createLocalFileStorage(folder: string, keys: RegExp = FILE_KEY_PATTERN): FileStorage {
  return {
    kind: 'local',
    async put(key, body) {
      assertKey(key, keys);
      await mkdir(folder, { recursive: true });
      // Written under a temporary name first, so a reader never sees half a file.
      const target = path.join(folder, key);
      const temporary = `${target}.${process.pid}.partial`;
      await writeFile(temporary, body);
      await rename(temporary, target);
    },
    async get(key) {
      if (!keys.test(key)) return null;
      try {
        return { body: await readFile(path.join(folder, key)), contentType: contentTypeOfKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign besides host and x-amz-date, which are always signed (names in any case). */
  headers: Record<string, string>;
  payloadHash: string;
  date: Date;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  service?: string;
}

/**
 * AWS Signature Version 4 for one request: returns the Authorization header. Written here
 * rather than pulling in the AWS SDK because the product only PUTs and GETs single objects.
 */
export function signV4(input: SignInput): { authorization: string; amzDate: string } {
  const service = input.service ?? 's3';
  const amzDate = input.date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = { host: input.url.host, 'x-amz-date': amzDate };
  for (const [name, value] of Object.entries(input.headers)) headers[name.toLowerCase()] = value.trim();
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalQuery = [...input.url.searchParams.entries()]
    .map(([name, value]) => `${encodeSegment(name)}=${encodeSegment(value)}`)
    .sort()
    .join('&');
  const canonicalRequest = [input.method, input.url.pathname, canonicalQuery, canonicalHeaders, signedHeaders, input.payloadHash].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    amzDate,
  };
}

/** Path-style requests (`{endpoint}/{bucket}/{key}`), which every S3-compatible store accepts. */
export function createS3FileStorage(options: S3Options, fetchImpl: typeof fetch = fetch, area: Pick<StorageArea, 'prefix' | 'keys'> = UPLOADS_AREA): FileStorage {
  const objectUrl = (key: string) => new URL(`${options.endpoint.replace(/\/$/, '')}/${encodeSegment(options.bucket)}/${encodeSegment(area.prefix + key)}`);
  const send = async (method: 'GET' | 'PUT', key: string, body?: Buffer, contentType?: string) => {
    const url = objectUrl(key);
    const payloadHash = sha256Hex(body ?? '');
    const signed: Record<string, string> = { 'x-amz-content-sha256': payloadHash };
    if (contentType) signed['content-type'] = contentType;
    const date = new Date();
    const { authorization, amzDate } = signV4({ method, url, headers: signed, payloadHash, date, ...options });
    return fetchImpl(url, {
      method,
      headers: { ...signed, 'x-amz-date': amzDate, authorization },
      body: body ? new Uint8Array(body) : undefined,
    });
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertKey(key, area.keys);
      const response = await send('PUT', key, body, contentType);
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status} ${await response.text()}`);
    },
    async get(key) {
      if (!area.keys.test(key)) return null;
      const response = await send('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status}`);
      return { body: Buffer.from(await response.arrayBuffer()), contentType: contentTypeOfKey(key) };
    },
  };
}

/**
 * The storage the environment asks for: FILE_STORAGE=s3 with S3_ENDPOINT, S3_BUCKET, S3_REGION,
 * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, otherwise the folder DATA_DIR/files (or the area's
 * folder; in the bucket, the area's names start with its prefix).
 */
export function createFileStorage(dataDir: string, env: NodeJS.ProcessEnv = process.env, area: StorageArea = UPLOADS_AREA): FileStorage {
  if (env.FILE_STORAGE === 's3') {
    const missing = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
    if (missing.length) throw new Error(`FILE_STORAGE=s3 needs ${missing.join(', ')}`);
    return createS3FileStorage(
      {
        endpoint: env.S3_ENDPOINT!,
        bucket: env.S3_BUCKET!,
        region: env.S3_REGION || 'us-east-1',
        accessKeyId: env.S3_ACCESS_KEY_ID!,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      },
      fetch,
      area,
    );
  }
  return createLocalFileStorage(path.join(dataDir, area.folder), area.keys);
}

/**
 * The address a stored file is shown at: the bucket's public address when S3_PUBLIC_URL is set,
 * otherwise the product's own /files/<key> (relative, so it works whatever host people use).
 */
export function publicFileUrl(key: string, env: NodeJS.ProcessEnv = process.env): string {
  const base = env.FILE_STORAGE === 's3' && env.S3_PUBLIC_URL ? env.S3_PUBLIC_URL.replace(/\/$/, '') : '/files';
  return `${base}/${key}`;
}
