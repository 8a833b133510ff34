import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@quizwise/contract';
import { buildTestApp } from './test/test-app.js';

const csrf = 'csrf-token-for-tests-1234';
const csrfHeaders = { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf };

describe('the server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 200 {"status":"ok"} on /api/health/ when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves an OpenAPI 3.1 document listing every registered contract route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/schema/' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const operationIds = Object.values(
      document.paths as Record<string, Record<string, { operationId?: string }>>,
    )
      .flatMap((methods) => Object.values(methods).map((operation) => operation.operationId))
      .filter(Boolean);
    expect(operationIds).toEqual(
      expect.arrayContaining(['health', 'authSignup', 'authLogin', 'authLogout', 'authMe']),
    );
    expect(document.paths['/api/auth/signup/'].post.requestBody).toBeDefined();
    expect(document.components.securitySchemes.basicAuth).toEqual({ type: 'http', scheme: 'basic' });
  });

  it('registers a handler for every route of the contract', () => {
    const missing = Object.values(routes)
      .filter(
        (route) => !app.hasRoute({ method: route.method, url: route.path.replace(/\{(\w+)\}/g, ':$1') }),
      )
      .map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('serves interactive docs at /api/docs/', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('sends security headers and a request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 404 {"detail":"Not found."} for an unknown API path', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers 405 with Allow for a wrong method on a path the API serves', async () => {
    const collection = await app.inject({ method: 'DELETE', url: '/api/user-raw-texts/' });
    expect(collection.statusCode).toBe(405);
    expect(collection.headers.allow).toBe('GET, HEAD');
    expect(collection.json()).toEqual({ detail: 'Method "DELETE" not allowed.' });
    const update = await app.inject({ method: 'GET', url: '/api/user-raw-texts/7/update/?x=1' });
    expect(update.statusCode).toBe(405);
    expect(update.headers.allow).toBe('PUT, PATCH');
    const unknown = await app.inject({ method: 'DELETE', url: '/api/user-raw-texts/7/nothing/' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('bad input never causes a 500', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const signup = (payload: string, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/signup/',
      headers: { ...csrfHeaders, 'content-type': contentType },
      payload,
    });

  it('answers 400 for malformed JSON', async () => {
    const response = await signup('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'JSON parse error.' });
  });

  it('answers 400 non_field_errors for a JSON array where an object is expected', async () => {
    const response = await signup('[1, 2, 3]');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ['Invalid data. Expected a dictionary, but got list.'],
    });
  });

  it('answers 400 naming the field for a wrong type', async () => {
    const response = await signup(JSON.stringify({ email: 42, password: ['x'] }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['email', 'password']);
  });

  it('answers 413 for a body over the 2 MB limit', async () => {
    const response = await signup(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toMatch(/too large/);
  });

  it('answers 400 naming the field for a long string within the body limit', async () => {
    const response = await signup(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().password[0]).toMatch(/no more than 256 characters/);
  });

  it('answers 415 for an unsupported content type', async () => {
    const response = await signup('email=a@b.co', 'text/csv');
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toBeDefined();
  });

  it('never leaks a stack trace', async () => {
    const response = await signup('{{{{');
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});
