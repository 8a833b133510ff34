import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, lockDataDir } from './data-dir-lock.js';

describe('the embedded database lock', () => {
  let dir: string;
  let lockPath: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizwise-lock-'));
    lockPath = path.join(dir, 'db.lock');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const holder = (pid: number, hostname = os.hostname()) =>
    fs.writeFileSync(
      lockPath,
      JSON.stringify({ pid, hostname, purpose: 'server', since: '2026-11-26T10:00:00Z' }),
    );

  it('is taken, refused to a second holder while its process lives, and released', () => {
    const release = lockDataDir(lockPath, 'server');
    expect(JSON.parse(fs.readFileSync(lockPath, 'utf8'))).toMatchObject({
      pid: process.pid,
      purpose: 'server',
    });
    release();
    expect(fs.existsSync(lockPath)).toBe(false);

    holder(process.ppid);
    expect(() => lockDataDir(lockPath, 'credits command')).toThrow(DataDirBusyError);
    expect(() => lockDataDir(lockPath, 'credits command')).toThrow(
      `in use by the Quizwise server (process ${process.ppid}`,
    );
    expect(JSON.parse(fs.readFileSync(lockPath, 'utf8')).pid).toBe(process.ppid);
  });

  it('replaces a lock left by a process that has died, or by an earlier life with this pid', () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    holder(gone!);
    lockDataDir(lockPath, 'server')();
    holder(process.pid);
    const release = lockDataDir(lockPath, 'server');
    expect(JSON.parse(fs.readFileSync(lockPath, 'utf8')).since).not.toBe('2026-11-26T10:00:00Z');
    release();
  });

  it('assumes a holder on another machine (a shared volume) is alive', () => {
    holder(process.pid, 'another-host');
    expect(() => lockDataDir(lockPath, 'server')).toThrow(/another-host/);
  });

  it('does not remove a lock someone else took after it was released', () => {
    const release = lockDataDir(lockPath, 'server');
    holder(process.ppid);
    release();
    expect(fs.existsSync(lockPath)).toBe(true);
  });
});
