import { describe, expect, it } from 'vitest';
import { csrfMiddleware, withCsrfHeader } from './csrf.js';
import type { FetchAPI, FetchParams } from './types.js';

const fetch: FetchAPI = async () => new Response();

async function run(method: string, cookies: string, headers: HeadersInit = {}): Promise<FetchParams | void> {
  const middleware = csrfMiddleware({ readCookies: () => cookies });
  return middleware.pre?.({ fetch, url: 'http://x/api/', init: { method, headers } });
}

describe('csrfMiddleware', () => {
  it('sends the csrftoken cookie as X-CSRFToken on POST, PUT, PATCH and DELETE', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) {
      const result = await run(method, 'sessionid=abc; csrftoken=tok%3D1; other=2', { 'X-A': '1' });
      expect(result?.init.headers, method).toEqual({ 'X-A': '1', 'X-CSRFToken': 'tok=1' });
    }
  });

  it('leaves GET, HEAD and OPTIONS requests alone', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(await run(method, 'csrftoken=tok'), method).toBeUndefined();
    }
  });

  it('adds nothing when there is no csrftoken cookie', async () => {
    expect(await run('POST', 'notcsrftoken=x')).toBeUndefined();
  });

  it('keeps Headers objects as Headers', async () => {
    const result = await run('POST', 'csrftoken=tok', new Headers({ 'X-A': '1' }));
    const headers = result?.init.headers as Headers;
    expect(headers).toBeInstanceOf(Headers);
    expect([headers.get('x-a'), headers.get('x-csrftoken')]).toEqual(['1', 'tok']);
  });

  it('reads document.cookie by default when a document exists', async () => {
    const globals = globalThis as { document?: { cookie: string } };
    globals.document = { cookie: 'csrftoken=from-document' };
    try {
      const result = await csrfMiddleware().pre?.({ fetch, url: 'http://x/', init: { method: 'PUT' } });
      expect(result?.init.headers).toEqual({ 'X-CSRFToken': 'from-document' });
    } finally {
      delete globals.document;
    }
    expect(
      await csrfMiddleware().pre?.({ fetch, url: 'http://x/', init: { method: 'PUT' } }),
    ).toBeUndefined();
  });
});

describe('withCsrfHeader', () => {
  it('adds X-CSRFToken to a GET through initOverrides, keeping its headers', async () => {
    const override = withCsrfHeader({ readCookies: () => 'csrftoken=tok' });
    const init = { method: 'GET' as const, headers: { Authorization: 'x' } };
    const result = await override({ init, context: { path: '/api/x/', method: 'GET', headers: {} } });
    expect(result.headers).toEqual({ Authorization: 'x', 'X-CSRFToken': 'tok' });
  });

  it('adds nothing without the cookie', async () => {
    const override = withCsrfHeader({ readCookies: () => '' });
    const result = await override({
      init: { method: 'GET' },
      context: { path: '/', method: 'GET', headers: {} },
    });
    expect(result).toEqual({});
  });
});
