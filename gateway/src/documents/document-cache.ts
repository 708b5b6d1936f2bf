// Rendered documents kept by what they print (docs/documents.md, 'Cached by what they print'), so
// that the same document asked for again (a public link opened many times) is a copy instead of a
// render. The key is a hash of the whole render request — every text, amount, date and image the
// PDF prints — so any change to the plan, the signature, the logo or the clinic's letterhead is a
// new key, and the renderer's output is the same bytes for the same request.
//
// The entries live in the file storage (DATA_DIR/document-cache, or the bucket), which every
// gateway process shares, in a fixed number of slots: a key's slot is fixed by its hash and a new
// entry replaces whatever the slot held, so the cache never holds more than SLOTS entries of at
// most MAX_ENTRY_BYTES each, with no listing or deleting (the storage offers neither). Slot names
// are guessable and a bucket may be public (S3_PUBLIC_URL), so each entry is sealed (AES-256-GCM)
// with a key derived from the request's own hash: only someone who has everything the document
// prints can read it, and a slot holding another document fails to open, which is a miss.
import { createCipheriv, createDecipheriv, createHash, randomBytes, type Hash } from 'node:crypto';
import { createFileStorage, DOCUMENT_CACHE_AREA, type FileStorage } from '@vetchart/platform/file-storage';
import type { DocumentRequest } from './document-inputs.ts';
import type { DocumentRenderer } from './render-document.ts';

/**
 * Raise it when a renderer's output changes, so that no entry rendered by older code is answered;
 * document-cache.test.ts fails when the renderers' sources change and this did not.
 */
export const LAYOUT_VERSION = 6;
export const DOCUMENT_CACHE_SLOTS = 256;
/** A document this large (a 5 MB logo on it) is rendered each time rather than kept. */
export const MAX_ENTRY_BYTES = 8 * 1024 * 1024;
const SEALED_WITH = Buffer.from('vetchart document cache');

export interface DocumentCache {
  /** The PDF kept for that key, or null. */
  get(key: string): Promise<Buffer | null>;
  put(key: string, pdf: Buffer): Promise<void>;
}

/** Every value in a stable order (object keys sorted, undefined left out, as it prints nothing), bytes as bytes. */
function feed(hash: Hash, value: unknown): void {
  if (value instanceof Uint8Array) {
    hash.update(`b${value.length}:`).update(value);
  } else if (Array.isArray(value)) {
    hash.update(`a${value.length}:`);
    for (const item of value) feed(hash, item);
  } else if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    hash.update(`o${entries.length}:`);
    for (const [name, field] of entries) {
      hash.update(`${JSON.stringify(name)}=`);
      feed(hash, field);
    }
  } else {
    hash.update(`${JSON.stringify(value ?? null)};`);
  }
}

/** The request's SHA-256 (hex), with the layout version: equal exactly when the PDF is. */
export function documentCacheKey(request: DocumentRequest): string {
  const hash = createHash('sha256').update(`layout ${LAYOUT_VERSION};`);
  feed(hash, request);
  return hash.digest('hex');
}

const derived = (key: string, purpose: string) => createHash('sha256').update(`${purpose}:${key}`).digest();

export function createStoredDocumentCache(storage: FileStorage, options: { slots?: number; maxEntryBytes?: number } = {}): DocumentCache {
  const slots = options.slots ?? DOCUMENT_CACHE_SLOTS;
  const maxEntryBytes = options.maxEntryBytes ?? MAX_ENTRY_BYTES;
  const slotOf = (key: string) => `slot-${derived(key, 'slot').readUInt32BE(0) % slots}.bin`;
  return {
    async get(key) {
      const entry = await storage.get(slotOf(key));
      if (!entry || entry.body.length < 28) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', derived(key, 'seal'), entry.body.subarray(0, 12));
        decipher.setAAD(SEALED_WITH);
        decipher.setAuthTag(entry.body.subarray(entry.body.length - 16));
        return Buffer.concat([decipher.update(entry.body.subarray(12, entry.body.length - 16)), decipher.final()]);
      } catch {
        return null;
      }
    },
    async put(key, pdf) {
      if (pdf.length > maxEntryBytes) return;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', derived(key, 'seal'), iv);
      cipher.setAAD(SEALED_WITH);
      const sealed = Buffer.concat([iv, cipher.update(pdf), cipher.final(), cipher.getAuthTag()]);
      await storage.put(slotOf(key), sealed, 'application/octet-stream');
    },
  };
}

/** The cache in the environment's file storage (FILE_STORAGE, as the uploads), under its own area. */
export function documentCacheFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): DocumentCache {
  return createStoredDocumentCache(createFileStorage(dataDir, env, DOCUMENT_CACHE_AREA));
}

/**
 * The request's PDF: the kept copy when there is one, else rendered and kept. A cache that fails
 * (an unreachable bucket) costs a render, never the answer.
 */
export async function renderCached(request: DocumentRequest, cache: DocumentCache | null, render: DocumentRenderer): Promise<Buffer> {
  if (!cache) return render(request);
  const key = documentCacheKey(request);
  const kept = await cache.get(key).catch((error: unknown) => {
    console.error('document cache: read failed', error);
    return null;
  });
  if (kept) return kept;
  const pdf = await render(request);
  await cache.put(key, pdf).catch((error: unknown) => console.error('document cache: write failed', error));
  return pdf;
}
