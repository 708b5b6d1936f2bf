// Secret key files kept in the data folder (the token signing pair, the integration secret key),
// made on a first start. A start killed at any moment (kill -9, power loss) must leave either no
// file or the whole file: a half-written key would stop every later start. So a key is written
// whole to a temporary file beside it, flushed to disk, and then linked into place; a link fails
// if the name exists, so two processes making the key at once keep the first one's.
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/**
 * Creates `file` with `contents` unless it exists, all or nothing; returns what the file holds
 * (the contents given, or the existing file's when another start made it first).
 */
export function createKeyFileOnce(file: string, contents: string, mode = 0o600): string {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const descriptor = openSync(temporary, 'wx', mode);
  try {
    writeSync(descriptor, contents);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  try {
    linkSync(temporary, file);
    return contents;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8');
  } finally {
    rmSync(temporary, { force: true });
  }
}
