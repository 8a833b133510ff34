import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, type AppConfig } from '../config/env.js';
import { openPgliteOnThread, openPostgres, type Database } from '../db/client.js';
import { seedOnStart } from '../db/seed.js';
import { buildApp } from '../app.js';

let shared: Promise<Database> | undefined;

/**
 * One database per test worker, reused by every test file in it (the server project shares one module
 * graph per worker, `isolate: false`): PGlite in memory on its own thread
 * by default (as `npm start` runs it), PostgreSQL when TEST_DATABASE_URL is set. Tests isolate
 * themselves by creating their own users.
 */
export function testDatabase(): Promise<Database> {
  shared ??= (async () => {
    const url = process.env.TEST_DATABASE_URL;
    const database = url ? await openPostgres(url, 5) : await openPgliteOnThread();
    await seedOnStart(database.db);
    return database;
  })();
  return shared;
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: `./.tmp/test-data/${process.pid}`,
    AUTH_RATE_LIMIT: '100000',
    // Test files share a worker's database and all come from 127.0.0.1; the limit tests set their own.
    HOSTED_CODE_MISSES_LIMIT: '100000',
    HOSTED_STARTS_LIMIT: '100000',
    // In-process engine: the API tests run on sources; the worker pool has its own tests on the build.
    AI_WORKER_THREADS: '0',
    ...overrides,
  });
}

/** A fresh app on the worker's shared database. Close it in afterAll; the database stays open. */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  options: { clock?: () => Date } = {},
): Promise<FastifyInstance> {
  const database = await testDatabase();
  // The shared database outlives each app, so closing an app must not close it.
  const app = await buildApp({
    config: testConfig(overrides),
    database: { ...database, close: async () => {} },
    logger: false,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return app;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** A signed-in browser-like client: session cookie + CSRF cookie and header, as the web app sends. */
export interface TestSession {
  email: string;
  password: string;
  userId: number;
  cookie: string;
  csrf: string;
  headers: Record<string, string>;
}

function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((c) => c.name === name)?.value;
}

export async function signUp(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; name?: string } = {},
): Promise<TestSession> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse battery';
  const csrf = 'test-csrf-token-0123456789';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup/',
    headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    payload: { email, password, name: overrides.name ?? 'Test User' },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const session = cookieValue(response, 'sessionid');
  if (!session) throw new Error('sign-up set no session cookie');
  const cookie = `sessionid=${session}; csrftoken=${csrf}`;
  return {
    email,
    password,
    userId: (response.json() as { id: number }).id,
    cookie,
    csrf,
    headers: { cookie, 'x-csrftoken': csrf },
  };
}

export function basicAuth(email: string, password: string): string {
  return `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;
}
