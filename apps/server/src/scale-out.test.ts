import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from './test/server-process.js';
import { uniqueEmail } from './test/test-app.js';

const databaseUrl = process.env.TEST_DATABASE_URL;

function startServer(port: number): Promise<ChildProcess> {
  return startServerProcess(port, { DATABASE_URL: databaseUrl });
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
