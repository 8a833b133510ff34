import fs from 'node:fs';
import os from 'node:os';

/** Who holds an embedded database directory: written into its lock file. */
export interface LockHolder {
  pid: number;
  hostname: string;
  /** What holds it: "server" or "credits command". */
  purpose: string;
  since: string;
}

/** The embedded database is open in another live process; opening it too would corrupt it. */
export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
  constructor(
    readonly lockPath: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database is in use by the Quizwise ${holder.purpose} (process ${holder.pid} on ` +
        `${holder.hostname}, since ${holder.since}). Stop it first. If no such process runs, delete ${lockPath}.`,
    );
  }
}

function alive(holder: LockHolder): boolean {
  // Another machine's process (a shared volume) cannot be checked: assume it is running.
  if (holder.hostname !== os.hostname()) return true;
  // A restarted container often gets the pid its previous life had: that lock is ours to replace.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): LockHolder | null {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockHolder;
  } catch {
    return null;
  }
}

/**
 * PGlite is one process's database: two processes opening the same directory corrupt it, and PGlite
 * does not stop them. So whoever opens it (the server, the credits command) first creates
 * `lockPath` exclusively, naming itself; a lock left by a process that has died is replaced. Returns
 * the release function; throws DataDirBusyError while a live process holds it.
 */
export function lockDataDir(lockPath: string, purpose: string): () => void {
  const me: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    purpose,
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readHolder(lockPath)?.pid === me.pid) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      if (holder && alive(holder)) throw new DataDirBusyError(lockPath, holder);
      // Stale (its process is gone) or half-written: remove it and try again.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`could not lock ${lockPath}`);
}
