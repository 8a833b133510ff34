// PostgreSQL going away and coming back: requests during the outage answer 503 (no hang, no crash), the
// health check says why, and the server recovers by itself. The database sits behind a TCP proxy the
// test can cut and restore. Runs in CI's PostgreSQL pass (TEST_DATABASE_URL).
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { openPostgres, type Database } from './db/client.js';
import { signUp, testConfig, type TestSession } from './test/test-app.js';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** A TCP proxy to the real server that can be cut (every socket closed, nothing listening) and restored. */
function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as AddressInfo).port;
        resolve();
      });
    });
  return {
    listen,
    get port() {
      return port;
    },
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server?.close(() => resolve());
      }),
  };
}

describe.skipIf(!databaseUrl)('the database going away and coming back', { timeout: 60_000 }, () => {
  const target = new URL(databaseUrl ?? 'postgres://localhost/none');
  const proxy = cuttableProxy(target);
  let database: Database;
  let app: FastifyInstance;
  let user: TestSession;
  beforeAll(async () => {
    await proxy.listen();
    const viaProxy = new URL(target);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await openPostgres(viaProxy.toString(), 3);
    app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();
    user = await signUp(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    await proxy.cut();
  });

  const me = () => app.inject({ method: 'GET', url: '/api/auth/me/', headers: { cookie: user.cookie } });

  it('answers 503 during the outage, says why on /api/health/, and recovers without a restart', async () => {
    expect((await me()).statusCode).toBe(200);
    await proxy.cut();

    const during = await me();
    expect(during.statusCode).toBe(503);
    expect(during.json().detail).toMatch(/database does not answer/);
    expect(Number(during.headers['retry-after'])).toBeGreaterThan(0);
    const health = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/database/) });

    await proxy.listen();
    let recovered = 0;
    for (let attempt = 0; attempt < 20 && recovered !== 200; attempt += 1) {
      recovered = (await me()).statusCode;
      if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recovered).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health/' })).json()).toEqual({ status: 'ok' });
  });
});
