// One process per data folder. PGlite keeps the whole database in DATA_DIR and is not made for
// two processes at once: both would start, each would see only its own writes, and the folder
// would end up corrupt. The first process takes an exclusive lock on the folder for its whole
// life; a second one is refused at once with one line naming the folder and the holder.
//
// The lock is a directory (`<dataDir>/.lock`), because mkdir is atomic on every file system:
// of two processes starting at the same moment exactly one creates it. The owner writes its
// pid, host and start time into `owner.json` inside. A lock whose owner process no longer runs
// on this host (kill -9, power loss) is stale: the next start moves it aside with an atomic
// rename (only one of two racing processes can win that rename) and takes the folder.
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
  command?: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    super(
      owner
        ? `The data folder ${dataDir} is in use by process ${owner.pid} on ${owner.host} (started ${owner.startedAt}). Stop that process, or set DATA_DIR to another folder.`
        : `The data folder ${dataDir} is in use by another process that is still starting. Stop it, or set DATA_DIR to another folder.`,
    );
  }
}

function readOwner(lockDir: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(path.join(lockDir, 'owner.json'), 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock is stale when its owner ran on this host and is gone. An unreadable owner file is
 * stale only once it is old (a process that just made the directory has not written it yet). */
function isStale(lockDir: string, owner: LockOwner | null): boolean {
  if (owner) return owner.host === os.hostname() && !processIsAlive(owner.pid);
  try {
    return Date.now() - statSync(lockDir).mtimeMs > 10_000;
  } catch {
    return false;
  }
}

/**
 * Takes the data folder for this process, or throws DataDirLockedError. The lock is released on
 * release() and, as a last resort, when the process exits normally; after a crash the next start
 * finds it stale.
 */
export function acquireDataDirLock(dataDir: string, options: { pid?: number } = {}): DataDirLock {
  const lockDir = path.join(dataDir, '.lock');
  const pid = options.pid ?? process.pid;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      mkdirSync(lockDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockDir);
      if (owner?.pid === pid && owner.host === os.hostname()) {
        throw new DataDirLockedError(dataDir, owner);
      }
      if (!isStale(lockDir, owner)) throw new DataDirLockedError(dataDir, owner);
      // Move the stale lock aside; of two processes doing this at once only one rename succeeds,
      // the other finds the lock gone (ENOENT) or taken again, and tries once more.
      const aside = `${lockDir}.stale-${pid}-${Date.now()}`;
      try {
        renameSync(lockDir, aside);
        rmSync(aside, { recursive: true, force: true });
      } catch {
        // someone else moved it first
      }
      continue;
    }
    const owner: LockOwner = { pid, host: os.hostname(), startedAt: new Date().toISOString(), command: process.argv.slice(1).join(' ') };
    writeFileSync(path.join(lockDir, 'owner.json'), JSON.stringify(owner));
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      // Only remove the lock if it is still ours.
      if (readOwner(lockDir)?.pid === pid) rmSync(lockDir, { recursive: true, force: true });
    };
    process.on('exit', release);
    return { path: lockDir, release };
  }
  throw new DataDirLockedError(dataDir, readOwner(lockDir));
}
