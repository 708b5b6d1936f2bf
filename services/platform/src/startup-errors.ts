// Start-up failures a person can act on: instead of a stack trace, one line that names the cause
// and the setting to change. The entry points print it and exit with code 1.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DataDirLockedError } from './data-dir-lock.ts';

/** A start-up failure whose message is already the line to print. */
export class StartupError extends Error {}

const FILE_SYSTEM_CAUSES: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  EEXIST: 'a file (not a folder) is in the way',
  ENOTDIR: 'a file (not a folder) is in the way',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is exceeded',
};

/**
 * Makes sure the data folder exists and can be written, by creating it and writing a small probe
 * file, so that an unusable folder fails here with its cause rather than inside PGlite.
 */
export function ensureWritableDataDir(dataDir: string): void {
  const probe = path.join(dataDir, `.write-probe-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, 'ok');
    rmSync(probe, { force: true });
  } catch (error) {
    rmSync(probe, { force: true });
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const cause = FILE_SYSTEM_CAUSES[code] ?? (error as Error).message;
    throw new StartupError(`Cannot use the data folder ${dataDir}: ${cause} (${code || 'error'}). Set DATA_DIR to a folder this user can write, or free the space.`);
  }
}

/** PGlite reports file-system failures as Emscripten errno numbers (WASI numbering). */
const WASI_ERRNO: Record<number, string> = { 2: 'EACCES', 20: 'EEXIST', 44: 'ENOENT', 51: 'ENOSPC', 54: 'ENOTDIR', 63: 'EPERM', 69: 'EROFS' };

/** The one line to print for an error thrown while the product starts. */
export function describeStartupError(error: unknown, settings: { dataDir: string; databaseUrl?: string }): string {
  if (error instanceof StartupError || error instanceof DataDirLockedError) return error.message;
  const err = error as NodeJS.ErrnoException & { errno?: number; code?: string };
  const message = String(err?.message ?? error);
  if (settings.databaseUrl) {
    const where = safeDatabaseAddress(settings.databaseUrl);
    const pgCauses: Record<string, string> = {
      ECONNREFUSED: 'nothing is listening there',
      ENOTFOUND: 'the host name is unknown',
      EAI_AGAIN: 'the host name cannot be resolved',
      ETIMEDOUT: 'the connection timed out',
      ECONNRESET: 'the server closed the connection',
      '28P01': 'the password was refused',
      '28000': 'the server refused this user',
      '3D000': 'the database does not exist',
      '53300': 'the server has no free connections',
    };
    // pg reports an address with several IPs (localhost: ::1 and 127.0.0.1) as an AggregateError.
    const nested = (error as { errors?: NodeJS.ErrnoException[] } | null)?.errors;
    const code = err?.code ?? (Array.isArray(nested) ? (nested[0]?.code ?? '') : '');
    if (code && pgCauses[code]) {
      return `Cannot connect to the PostgreSQL database at ${where}: ${pgCauses[code]} (${code}). Check DATABASE_URL, or unset it to use the embedded database.`;
    }
  }
  const wasiCode = typeof err?.errno === 'number' && /ErrnoError/.test(String(err?.name ?? '') + message) ? WASI_ERRNO[err.errno] : undefined;
  const fsCode = wasiCode ?? (err?.code && FILE_SYSTEM_CAUSES[err.code] ? err.code : undefined);
  if (fsCode) {
    const cause = FILE_SYSTEM_CAUSES[fsCode] ?? fsCode;
    return `Cannot use the data folder ${settings.dataDir}: ${cause} (${fsCode}). Set DATA_DIR to a folder this user can write, or free the space.`;
  }
  if (/PGlite failed to initialize/i.test(message)) {
    return `The embedded database in ${path.join(settings.dataDir, 'pglite')} could not be opened (read-only, damaged or written by another version). Check the folder's permissions, or set DATA_DIR to another folder.`;
  }
  return '';
}

/** The address of DATABASE_URL without its password, for messages. */
export function safeDatabaseAddress(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'DATABASE_URL (not a valid URL)';
  }
}
