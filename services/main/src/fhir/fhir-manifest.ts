// manifest.json of a FHIR export (docs/fhir.md): every NDJSON file with its size, SHA-256 and
// resource count, the export's time and scope, and the clinic's audit chain head when it was
// taken; writing an export to a folder, and checking a folder against its manifest.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sql } from '@vetchart/platform/database';
import type { FhirExport, FhirExportFile, FhirManifest, FhirVerifyProblem } from './fhir-export-contract.ts';

export const FHIR_MANIFEST_FORMAT = 'vetchart-fhir-export/1';
export const MANIFEST_FILE = 'manifest.json';

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The clinic's audit chain head now (its chain is keyed by the clinic: audit/audit-chain.ts). */
export async function clinicChainHead(db: Sql, clinicId: string): Promise<{ sequence: number; hash: string } | null> {
  const [head] = await db.query<{ seq: number | string; hash: string }>(
    `SELECT seq, hash FROM main.audit_chain WHERE chain_key = $1 ORDER BY seq DESC LIMIT 1`,
    [clinicId],
  );
  return head ? { sequence: Number(head.seq), hash: head.hash } : null;
}

export async function buildManifest(
  db: Sql,
  options: { clinicId: string; clinicName: string; patientId: string | null; transactionTime: string; files: FhirExportFile[] },
): Promise<FhirManifest> {
  return {
    format: FHIR_MANIFEST_FORMAT,
    fhirVersion: '4.0.1',
    transactionTime: options.transactionTime,
    scope: { clinicId: options.clinicId, clinicName: options.clinicName, patientId: options.patientId },
    auditChainHead: await clinicChainHead(db, options.clinicId),
    output: options.files.map((file) => ({ type: file.type, url: file.name, count: file.count, size: file.bytes.length, sha256: sha256Hex(file.bytes) })),
  };
}

/**
 * Writes every file and manifest.json into `folder` (made when missing); an NDJSON file an earlier
 * export left there that this one does not have is removed, so the folder verifies.
 */
export async function writeExport(folder: string, fhirExport: FhirExport): Promise<void> {
  await mkdir(folder, { recursive: true });
  const names = new Set(fhirExport.files.map((file) => file.name));
  for (const name of await readdir(folder)) if (name.endsWith('.ndjson') && !names.has(name)) await rm(path.join(folder, name), { force: true });
  for (const file of fhirExport.files) await writeFile(path.join(folder, file.name), file.bytes);
  await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(fhirExport.manifest, null, 2)}\n`);
}

/** A file's size, SHA-256 and line count, read as a stream (an export's files may be large). */
async function measure(file: string): Promise<{ size: number; sha256: string; lines: number }> {
  const hash = createHash('sha256');
  let size = 0;
  let lines = 0;
  let last = 0x0a;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) lines += 1;
    if (chunk.length) last = chunk[chunk.length - 1]!;
  }
  // A last line without its newline is a line too.
  if (size > 0 && last !== 0x0a) lines += 1;
  return { size, sha256: hash.digest('hex'), lines };
}

function readManifest(value: unknown): FhirManifest | string {
  if (!value || typeof value !== 'object') return 'manifest.json is not a JSON object.';
  const manifest = value as Partial<FhirManifest>;
  if (manifest.format !== FHIR_MANIFEST_FORMAT) return `manifest.json's format is ${JSON.stringify(manifest.format)}, not ${FHIR_MANIFEST_FORMAT}.`;
  if (!Array.isArray(manifest.output)) return 'manifest.json lists no output files.';
  for (const entry of manifest.output) {
    if (!entry || typeof entry.url !== 'string' || typeof entry.sha256 !== 'string' || typeof entry.size !== 'number' || typeof entry.count !== 'number') {
      return 'manifest.json has an output entry without its url, size, count and sha256.';
    }
    if (entry.url.includes('/') || entry.url.includes('\\') || entry.url === MANIFEST_FILE || entry.url.startsWith('.')) return `manifest.json names a file outside the export: ${entry.url}.`;
  }
  return manifest as FhirManifest;
}

/**
 * Checks an export folder against its manifest.json: every listed file present with its size,
 * SHA-256 and line count, and no file the manifest does not list. Nothing found: it verifies.
 */
/** Where an export's files are read from for a check: a folder, or a zip's entries in memory. */
interface ExportReader {
  /** Where it is, for the messages ('the export folder', 'the zip'). */
  where: string;
  /** manifest.json's text; null when missing. */
  manifest(): Promise<string | null>;
  /** null when missing. */
  measure(name: string): Promise<{ size: number; sha256: string; lines: number } | null>;
  names(): Promise<string[]>;
}

async function verifyExport(reader: ExportReader): Promise<FhirVerifyProblem[]> {
  let manifest: FhirManifest | string;
  const text = await reader.manifest().catch((error: Error) => error);
  if (text === null) return [{ file: MANIFEST_FILE, problem: 'manifest', message: `${MANIFEST_FILE} is missing from ${reader.where}.` }];
  if (text instanceof Error) return [{ file: MANIFEST_FILE, problem: 'manifest', message: `${MANIFEST_FILE} cannot be read: ${text.message}` }];
  try {
    manifest = readManifest(JSON.parse(text));
  } catch (error) {
    return [{ file: MANIFEST_FILE, problem: 'manifest', message: `${MANIFEST_FILE} cannot be read: ${(error as Error).message}` }];
  }
  if (typeof manifest === 'string') return [{ file: MANIFEST_FILE, problem: 'manifest', message: manifest }];
  const problems: FhirVerifyProblem[] = [];
  for (const entry of manifest.output) {
    const found = await reader.measure(entry.url);
    if (!found) {
      problems.push({ file: entry.url, problem: 'missing', message: `${entry.url} is listed in the manifest but missing.` });
      continue;
    }
    if (found.size !== entry.size) problems.push({ file: entry.url, problem: 'size', message: `${entry.url} is ${found.size} bytes; the manifest says ${entry.size}.` });
    if (found.sha256 !== entry.sha256) problems.push({ file: entry.url, problem: 'sha256', message: `${entry.url}'s SHA-256 is ${found.sha256}; the manifest says ${entry.sha256}: the file was changed.` });
    if (found.lines !== entry.count) problems.push({ file: entry.url, problem: 'count', message: `${entry.url} holds ${found.lines} resources; the manifest says ${entry.count}.` });
  }
  const listed = new Set([MANIFEST_FILE, ...manifest.output.map((entry) => entry.url)]);
  for (const name of (await reader.names()).sort()) {
    if (!listed.has(name)) problems.push({ file: name, problem: 'unlisted', message: `${name} is in ${reader.where} but not in the manifest.` });
  }
  return problems;
}

/** An export folder checked against its manifest.json: nothing when it verifies. */
export async function verifyExportFolder(folder: string): Promise<FhirVerifyProblem[]> {
  return verifyExport({
    where: folder,
    manifest: () =>
      readFile(path.join(folder, MANIFEST_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      }),
    measure: async (name) => {
      const file = path.join(folder, name);
      return (await stat(file).then((s) => s.isFile(), () => false)) ? measure(file) : null;
    },
    names: () => readdir(folder),
  });
}

/** The entries of an export's zip (name → bytes) checked against its manifest.json: nothing when it verifies. */
export async function verifyExportEntries(entries: Record<string, Uint8Array>): Promise<FhirVerifyProblem[]> {
  return verifyExport({
    where: 'the zip',
    manifest: async () => (entries[MANIFEST_FILE] ? new TextDecoder().decode(entries[MANIFEST_FILE]) : null),
    measure: async (name) => {
      const bytes = entries[name];
      if (!bytes) return null;
      let lines = 0;
      for (const byte of bytes) if (byte === 0x0a) lines += 1;
      if (bytes.length > 0 && bytes[bytes.length - 1] !== 0x0a) lines += 1;
      return { size: bytes.length, sha256: sha256Hex(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)), lines };
    },
    names: async () => Object.keys(entries),
  });
}
