import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './test/test-app.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'apps/server/src/main.ts'],
    {
      cwd: root,
      // Other suites share this database and the 127.0.0.1 address budget: lift the per-address limit.
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        AUTH_RATE_LIMIT: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${log}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/`)).ok) return child;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${log}`);
}

// Needs a shared PostgreSQL: runs in CI's PostgreSQL pass (TEST_DATABASE_URL), not on the in-memory PGlite.
describe.skipIf(!databaseUrl)('two server processes on one PostgreSQL', () => {
  const children: ChildProcess[] = [];
  let ports: number[] = [];
  beforeAll(async () => {
    ports = [await freePort(), await freePort()];
    // Both boot at once: migrations and seeding must be safe to run concurrently.
    children.push(...(await Promise.all(ports.map((port) => startServer(port)))));
  }, 120_000);
  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) => new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r))),
      ),
    );
  });

  it('accepts a session made on one process on the other, and a log-out on one ends it on both', async () => {
    const [a, b] = ports.map((port) => `http://127.0.0.1:${port}`);
    const csrf = 'scale-out-csrf-token-123';
    const signup = await fetch(`${a}/api/auth/signup/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
      body: JSON.stringify({ email: uniqueEmail('scale'), password: 'a long enough password' }),
    });
    expect(signup.status).toBe(201);
    const session = signup.headers
      .getSetCookie()
      .find((c) => c.startsWith('sessionid='))
      ?.split(';')[0];
    expect(session).toBeTruthy();
    const cookie = `${session}; csrftoken=${csrf}`;

    const meOnB = await fetch(`${b}/api/auth/me/`, { headers: { cookie } });
    expect(meOnB.status).toBe(200);

    const logoutOnB = await fetch(`${b}/api/auth/logout/`, {
      method: 'POST',
      headers: { cookie, 'x-csrftoken': csrf },
    });
    expect(logoutOnB.status).toBe(204);
    const meOnA = await fetch(`${a}/api/auth/me/`, { headers: { cookie } });
    expect(meOnA.status).toBe(403);
  });

  it('counts the log-in rate limit across both processes', async () => {
    const [a, b] = ports.map((port) => `http://127.0.0.1:${port}`);
    const csrf = 'scale-out-csrf-token-456';
    const email = uniqueEmail('locked');
    const attempt = (base: string | undefined) =>
      fetch(`${base}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
        body: JSON.stringify({ email, password: 'wrong password here' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await attempt(i % 2 === 0 ? a : b)).status);
    expect(statuses.every((s) => s === 400)).toBe(true);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });
});
