// The parts of an Office zip (.docx, .pptx) the template builder reads, inflated under a cap: the
// entries are listed from the zip's central directory (yauzl), only the chosen ones are inflated,
// as a stream, and the running total of inflated bytes is counted as it grows; past the cap the
// inflation stops and the document is refused. A zip's declared sizes are not trusted: one that
// declares more than the cap is refused before inflating, one that declares less is still counted.
import { createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';
import { DocumentLimitError, MAX_UNPACKED_BYTES, MAX_ZIP_ENTRIES, TOO_LARGE_UNPACKED, TOO_MANY_ZIP_ENTRIES } from './limits.ts';

const STORED = 0;
const DEFLATED = 8;

/**
 * The text (UTF-8) of the entries `choose` picks from the zip's entry names, in the zip's order.
 * `choose` sees every name before anything is inflated, so it can refuse a document by its parts.
 */
export async function readZipParts(bytes: Uint8Array, choose: (names: string[]) => string[]): Promise<Map<string, string>> {
  const zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    lazyEntries: true,
    autoClose: false,
    // Sizes are counted while inflating instead (the declared ones may lie).
    validateEntrySizes: false,
    strictFileNames: false,
  });
  try {
    if (zip.entryCount > MAX_ZIP_ENTRIES) throw new DocumentLimitError(TOO_MANY_ZIP_ENTRIES);
    const entries: yauzl.Entry[] = [];
    for await (const entry of zip.eachEntry()) entries.push(entry);
    const chosen = new Set(choose(entries.map((entry) => entry.fileName)));
    const parts = new Map<string, string>();
    const decoder = new TextDecoder('utf-8');
    let unpacked = 0;
    for (const entry of entries) {
      if (!chosen.has(entry.fileName) || parts.has(entry.fileName)) continue;
      if (entry.isEncrypted()) throw new Error(`${entry.fileName} is encrypted`);
      if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) throw new Error(`${entry.fileName}: unsupported compression ${entry.compressionMethod}`);
      if (unpacked + entry.uncompressedSize > MAX_UNPACKED_BYTES) throw new DocumentLimitError(TOO_LARGE_UNPACKED);
      const raw = await zip.openReadStreamPromise(entry, { decodeFileData: false });
      const inflate = entry.compressionMethod === DEFLATED ? createInflateRaw() : null;
      const source = inflate ? raw.pipe(inflate) : raw;
      if (inflate) raw.on('error', (error) => inflate.destroy(error));
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of source as AsyncIterable<Buffer>) {
          unpacked += chunk.length;
          if (unpacked > MAX_UNPACKED_BYTES) throw new DocumentLimitError(TOO_LARGE_UNPACKED);
          chunks.push(chunk);
        }
      } finally {
        raw.destroy();
        inflate?.destroy();
      }
      parts.set(entry.fileName, decoder.decode(Buffer.concat(chunks)));
    }
    return parts;
  } finally {
    zip.close();
  }
}
