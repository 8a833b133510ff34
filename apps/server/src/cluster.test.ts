import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config/env.js';
import { freePort } from './test/server-process.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../../..');

/** The pids whose parent is `pid` (Linux /proc), i.e. the cluster's live workers. */
function childPids(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent pid; the command name (field 2) may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      // Only the server's workers: tsx's esbuild helper is a child of the primary too.
      const command = ppid === pid ? readFileSync(`/proc/${entry}/cmdline`, 'utf8') : '';
      if (command.includes('apps/server/src/main.ts')) found.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

async function until<T>(what: string, probe: () => T | undefined | false, seconds = 60): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const value = probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('WEB_CONCURRENCY configuration', () => {
  it('defaults to one process and refuses more than one on the embedded database', () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '3', DATABASE_URL: 'postgres://x@h/db' }).WEB_CONCURRENCY).toBe(3);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://x@h/db' })).toThrow(
      /WEB_CONCURRENCY/,
    );
  });
});

// Needs a shared PostgreSQL: runs in CI's PostgreSQL pass (TEST_DATABASE_URL), not on the in-memory PGlite.
describe.skipIf(!databaseUrl)('cluster mode (WEB_CONCURRENCY=2)', () => {
  let primary: ChildProcess;
  let log = '';
  let base = '';
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    primary = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: '2',
        WEB_CONCURRENCY: '2',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout?.on('data', (c: Buffer) => (log += c.toString()));
    primary.stderr?.on('data', (c: Buffer) => (log += c.toString()));
    await until(
      'the ready line',
      () => {
        if (primary.exitCode !== null) throw new Error(`cluster exited: ${log}`);
        return log.includes('(2 worker processes)');
      },
      90,
    );
  }, 120_000);
  afterAll(() => {
    if (primary.exitCode === null) primary.kill('SIGKILL');
  });

  it('boots two workers that serve on one port, replaces one that dies, and stops cleanly on SIGTERM', async () => {
    const workers = childPids(primary.pid!);
    expect(workers).toHaveLength(2);
    for (let i = 0; i < 6; i += 1) expect((await fetch(`${base}/api/health/`)).status).toBe(200);

    process.kill(workers[0]!, 'SIGKILL');
    await until('a replacement worker', () => {
      const now = childPids(primary.pid!);
      return (
        now.length === 2 &&
        !now.includes(workers[0]!) &&
        log.match(/ready \(postgres database\)/g)!.length >= 3
      );
    });
    expect((await fetch(`${base}/api/health/`)).status).toBe(200);

    const live = childPids(primary.pid!);
    const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(live.filter(existsProcess)).toEqual([]);
  }, 90_000);
});

function existsProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
