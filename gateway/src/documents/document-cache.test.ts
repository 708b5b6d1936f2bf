// The document cache's key (every printed value, images included) and its bounded, sealed slots
// in the file storage.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOCUMENT_CACHE_AREA, createFileStorage } from '@vetchart/platform/file-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentRequest } from './document-inputs.ts';
import { createStoredDocumentCache, documentCacheKey, LAYOUT_VERSION, renderCached } from './document-cache.ts';
import { renderDocument } from './render-document.ts';
import { estimateInput, signaturePng } from './testing.ts';

const signed = () => ({ kind: 'treatment_plan' as const, input: estimateInput(3, { signed: true }) });

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vetchart-document-cache-'));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

/** The files whose code decides a PDF's bytes. */
const RENDERER_SOURCES = ['pdf-layout.ts', 'visit-sections.ts', 'final-summary-pdf.ts', 'soap-note-pdf.ts', 'take-home-pdf.ts', 'treatment-plan-pdf.ts'];

describe('the layout version', () => {
  // A cached PDF is answered for as long as its key holds; the key carries LAYOUT_VERSION so that
  // a renderer change is a new key. This pairs the version with the renderers' sources: when they
  // change, raise LAYOUT_VERSION and record the new digest here, or documents printed before the
  // change keep being answered from the cache. A change of comments alone prints the same
  // documents: record the new digest and keep the version.
  it('is raised whenever the renderers change', async () => {
    const digest = createHash('sha256');
    for (const file of RENDERER_SOURCES) digest.update(`${file}\n`).update((await readFile(path.join(import.meta.dirname, file), 'utf8')).replace(/\r\n/g, '\n'));
    expect({ version: LAYOUT_VERSION, sources: digest.digest('hex').slice(0, 16) }).toEqual({ version: 6, sources: '3e432cc7f01a1799' });
  });
});

describe('documentCacheKey', () => {
  it('is the same for the same request, whatever order its fields were set in', () => {
    const request = signed();
    const { timeZone, ...clinic } = request.input.clinic;
    const reordered = { ...request, input: { ...request.input, clinic: { timeZone, ...clinic } } };
    expect(Object.keys(reordered.input.clinic)).not.toEqual(Object.keys(request.input.clinic));
    expect(documentCacheKey(reordered)).toBe(documentCacheKey(request));
    expect(documentCacheKey(signed())).toBe(documentCacheKey(request));
  });

  it('changes with anything the document prints: a row, the letterhead, a byte of the signature or logo, the date', () => {
    const base = signed();
    const { input } = base;
    const variants: DocumentRequest[] = [
      { kind: 'treatment_plan', input: { ...input, items: input.items.map((item, i) => (i === 0 ? { ...item, quantity: item.quantity + 1 } : item)) } },
      { kind: 'treatment_plan', input: { ...input, clinic: { ...input.clinic, name: 'Demo Animal Clinic' } } },
      { kind: 'treatment_plan', input: { ...input, clinic: { ...input.clinic, logo: signaturePng(64, 64) } } },
      { kind: 'treatment_plan', input: { ...input, signature: { ...input.signature!, png: Buffer.concat([input.signature!.png.subarray(0, -1), Buffer.from([1])]) } } },
      { kind: 'treatment_plan', input: { ...input, documentDate: '2025-03-05T03:30:01.000Z' } },
    ];
    const keys = new Set([base, ...variants].map(documentCacheKey));
    expect(keys.size).toBe(variants.length + 1);
  });
});

describe('the stored cache', () => {
  it('keeps a PDF sealed in its slot: the stored bytes are no PDF, and only the same key opens them', async () => {
    const storage = createFileStorage(path.join(dataDir, 'sealed'), {}, DOCUMENT_CACHE_AREA);
    const cache = createStoredDocumentCache(storage, { slots: 1 });
    const request = signed();
    const pdf = await renderCached(request, cache, renderDocument);
    expect(await cache.get(documentCacheKey(request))).toEqual(pdf);
    const [slot] = await readdir(path.join(dataDir, 'sealed', 'document-cache'));
    expect(slot).toBe('slot-0.bin');
    const stored = await readFile(path.join(dataDir, 'sealed', 'document-cache', slot!));
    expect(stored.includes('%PDF')).toBe(false);
    expect(stored.includes('Demo Animal Hospital')).toBe(false);
    expect(await cache.get('0'.repeat(64))).toBeNull();
  });

  it('holds at most its number of slots: a new entry in a full cache replaces an older one', async () => {
    const storage = createFileStorage(path.join(dataDir, 'bounded'), {}, DOCUMENT_CACHE_AREA);
    const cache = createStoredDocumentCache(storage, { slots: 4 });
    const requests = Array.from({ length: 12 }, (_, i): DocumentRequest => ({ kind: 'treatment_plan', input: { ...estimateInput(1), planVersion: i + 1 } }));
    for (const request of requests) await renderCached(request, cache, renderDocument);
    expect((await readdir(path.join(dataDir, 'bounded', 'document-cache'))).length).toBeLessThanOrEqual(4);
    const kept = await Promise.all(requests.map(async (request) => (await cache.get(documentCacheKey(request))) !== null));
    expect(kept.filter(Boolean).length).toBeLessThanOrEqual(4);
    expect(kept.at(-1)).toBe(true);
  });

  it('renders a document over the entry size every time rather than keeping it', async () => {
    const storage = createFileStorage(path.join(dataDir, 'large'), {}, DOCUMENT_CACHE_AREA);
    const cache = createStoredDocumentCache(storage, { maxEntryBytes: 1_000 });
    let renders = 0;
    const counted = async (request: DocumentRequest) => {
      renders += 1;
      return renderDocument(request);
    };
    await renderCached(signed(), cache, counted);
    await renderCached(signed(), cache, counted);
    expect(renders).toBe(2);
  });
});
