import { describe, expect, it } from 'vitest';
import { BaseAPI } from './base-api.js';
import { Configuration } from './configuration.js';
import type { ConfigurationParameters } from './configuration.js';
import { FetchError, ResponseError } from './errors.js';
import type { FetchAPI, InitOverrideFunction, Middleware, RequestOpts } from './types.js';

// The smallest API class: exposes the protected request() so the runtime is tested on its own.
class ProbeApi extends BaseAPI {
  call(context: Partial<RequestOpts> = {}, initOverrides?: RequestInit | InitOverrideFunction) {
    return this.request({ path: '/api/probe/', method: 'GET', headers: {}, ...context }, initOverrides);
  }
}

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(respond: (call: Call) => Response | Promise<Response> = () => new Response('{}')) {
  const calls: Call[] = [];
  const fetchApi: FetchAPI = async (url, init = {}) => {
    calls.push({ url, init });
    return respond({ url, init });
  };
  return { calls, fetchApi };
}

function probe(parameters: ConfigurationParameters = {}) {
  const fake = fakeFetch();
  const api = new ProbeApi(new Configuration({ fetchApi: fake.fetchApi, ...parameters }));
  return { api, calls: fake.calls };
}

describe('Configuration', () => {
  it('defaults basePath to http://localhost and drops trailing slashes from a configured one', () => {
    expect(new Configuration().basePath).toBe('http://localhost');
    expect(new Configuration({ basePath: 'https://example.test//' }).basePath).toBe('https://example.test');
  });

  it('wraps apiKey and accessToken values into functions', async () => {
    const config = new Configuration({ apiKey: 'k', accessToken: 't' });
    expect(config.apiKey?.('X-Key')).toBe('k');
    expect(await config.accessToken?.()).toBe('t');
    expect(new Configuration().apiKey).toBeUndefined();
    expect(new Configuration().middleware).toEqual([]);
  });
});

describe('BaseAPI.request', () => {
  it('joins basePath and path and passes method, headers and credentials', async () => {
    const { api, calls } = probe({ basePath: 'https://api.test/', credentials: 'include' });
    await api.call({ method: 'DELETE' });
    expect(calls[0]?.url).toBe('https://api.test/api/probe/');
    expect(calls[0]?.init).toMatchObject({ method: 'DELETE', credentials: 'include', headers: {} });
  });

  it('adds no "?" when the query is empty', async () => {
    const { api, calls } = probe();
    await api.call({ query: {} });
    expect(calls[0]?.url).toBe('http://localhost/api/probe/');
  });

  it('lets per-request headers win over configuration.headers', async () => {
    const { api, calls } = probe({ headers: { 'X-Client': 'config', 'X-Only-Config': 'yes' } });
    await api.call({ headers: { 'X-Client': 'request' } });
    expect(calls[0]?.init.headers).toEqual({ 'X-Client': 'request', 'X-Only-Config': 'yes' });
  });

  it('sends a JSON body stringified when Content-Type is application/json', async () => {
    const { api, calls } = probe();
    await api.call({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: { a: 1 } });
    expect(calls[0]?.init.body).toBe('{"a":1}');
  });

  it('passes FormData, Blob and URLSearchParams bodies through unchanged', async () => {
    const { api, calls } = probe();
    const bodies = [new FormData(), new Blob(['x']), new URLSearchParams('a=1')];
    for (const body of bodies) {
      await api.call({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    }
    expect(calls.map((call) => call.init.body)).toEqual(bodies);
    expect(calls.every((call, index) => call.init.body === bodies[index])).toBe(true);
  });

  it('applies initOverrides as an object or as a function of the request', async () => {
    const { api, calls } = probe();
    await api.call({}, { cache: 'no-store' });
    await api.call({}, async ({ init, context }) => ({
      headers: { 'X-Path': context.path, 'X-Method': init.method },
    }));
    expect(calls[0]?.init.cache).toBe('no-store');
    expect(calls[1]?.init.headers).toEqual({ 'X-Path': '/api/probe/', 'X-Method': 'GET' });
  });

  it('throws ResponseError with the response attached for a status outside 200–299', async () => {
    const fake = fakeFetch(() => new Response('{"detail":"no"}', { status: 404 }));
    const api = new ProbeApi(new Configuration({ fetchApi: fake.fetchApi }));
    const error = await api.call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect(error).toMatchObject({ name: 'ResponseError', message: 'Response returned an error code' });
    expect((error as ResponseError).response.status).toBe(404);
    expect(await (error as ResponseError).response.json()).toEqual({ detail: 'no' });
  });

  it('treats 299 as success and 300 as failure', async () => {
    for (const [status, ok] of [
      [299, true],
      [300, false],
      [199, false],
    ] as const) {
      const fake = fakeFetch(() => new Response(null, { status }));
      const api = new ProbeApi(new Configuration({ fetchApi: fake.fetchApi }));
      const outcome = await api.call().then(
        () => true,
        () => false,
      );
      expect(outcome, `status ${status}`).toBe(ok);
    }
  });
});

describe('middleware', () => {
  it('runs pre in order, then fetch, then post in order, each seeing the previous result', async () => {
    const log: string[] = [];
    const fake = fakeFetch(({ url }) => {
      log.push(`fetch ${url}`);
      return new Response('{}', { status: 200 });
    });
    const tagged = (name: string): Middleware => ({
      pre: async ({ url, init }) => {
        log.push(`pre ${name} ${url}`);
        return { url: `${url}${name}`, init };
      },
      post: async ({ response }) => {
        log.push(`post ${name} ${response.status}`);
        return new Response(null, { status: response.status + 1 });
      },
    });
    const api = new ProbeApi(
      new Configuration({
        basePath: 'http://x',
        fetchApi: fake.fetchApi,
        middleware: [tagged('a'), tagged('b')],
      }),
    );
    const response = await api.call();
    expect(log).toEqual([
      'pre a http://x/api/probe/',
      'pre b http://x/api/probe/a',
      'fetch http://x/api/probe/ab',
      'post a 200',
      'post b 201',
    ]);
    expect(response.status).toBe(202);
  });

  it('runs pre, the failing fetch, onError and then post on the replacement response', async () => {
    const log: string[] = [];
    const fetchApi: FetchAPI = async () => {
      log.push('fetch');
      throw new TypeError('offline');
    };
    const recorder = (name: string): Middleware => ({
      pre: async () => void log.push(`pre ${name}`),
      onError: async () => {
        log.push(`onError ${name}`);
        return name === 'a' ? new Response(null, { status: 500 }) : undefined;
      },
      post: async ({ response }) => void log.push(`post ${name} ${response.status}`),
    });
    const api = new ProbeApi(new Configuration({ fetchApi, middleware: [recorder('a'), recorder('b')] }));
    const error = await api.call().catch((e: unknown) => e);
    expect(log).toEqual(['pre a', 'pre b', 'fetch', 'onError a', 'onError b', 'post a 500', 'post b 500']);
    expect(error).toMatchObject({ name: 'ResponseError', response: { status: 500 } });
  });

  it('keeps the request when pre returns nothing and the response when post returns nothing', async () => {
    const { api, calls } = probe();
    const response = await api
      .withMiddleware({ pre: async () => undefined, post: async () => undefined })
      .call();
    expect(calls[0]?.url).toBe('http://localhost/api/probe/');
    expect(response.status).toBe(200);
  });

  it('runs post middleware for 4xx too, and a returned response replaces it before the status check', async () => {
    const fake = fakeFetch(() => new Response(null, { status: 401 }));
    const seen: number[] = [];
    const api = new ProbeApi(new Configuration({ fetchApi: fake.fetchApi })).withPostMiddleware(
      async ({ response }) => {
        seen.push(response.status);
        return new Response('{"retried":true}', { status: 200 });
      },
    );
    const response = await api.call();
    expect(seen).toEqual([401]);
    expect(await response.json()).toEqual({ retried: true });
  });

  it('lets an onError middleware replace a failed fetch with its own response', async () => {
    const failure = new TypeError('connection refused');
    const errors: unknown[] = [];
    const fetchApi: FetchAPI = async () => {
      throw failure;
    };
    const api = new ProbeApi(
      new Configuration({
        fetchApi,
        middleware: [
          { onError: async ({ error }) => void errors.push(error) },
          { onError: async () => new Response('{"offline":true}', { status: 200 }) },
        ],
      }),
    );
    const response = await api.call();
    expect(errors).toEqual([failure]);
    expect(await response.json()).toEqual({ offline: true });
  });

  it('throws FetchError carrying the cause when no onError middleware answers', async () => {
    const failure = new TypeError('connection refused');
    const fetchApi: FetchAPI = async () => {
      throw failure;
    };
    const api = new ProbeApi(
      new Configuration({ fetchApi, middleware: [{ onError: async () => undefined }] }),
    );
    const error = await api.call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({
      name: 'FetchError',
      message: 'The request failed and the interceptors did not return an alternative response',
      cause: failure,
    });
  });

  it('rethrows a non-Error thrown value as it is', async () => {
    const fetchApi: FetchAPI = async () => {
      throw 'plain string';
    };
    const api = new ProbeApi(new Configuration({ fetchApi }));
    await expect(api.call()).rejects.toBe('plain string');
  });

  it('withMiddleware, withPreMiddleware and withPostMiddleware return copies and leave the original alone', async () => {
    const log: string[] = [];
    const { api } = probe({ middleware: [{ pre: async () => void log.push('base') }] });
    const withAll = api
      .withMiddleware({ pre: async () => void log.push('added') })
      .withPreMiddleware(async () => void log.push('pre'))
      .withPostMiddleware(async () => void log.push('post'));
    expect(withAll).toBeInstanceOf(ProbeApi);
    expect(withAll).not.toBe(api);

    await api.call();
    expect(log).toEqual(['base']);
    log.length = 0;
    await withAll.call();
    expect(log).toEqual(['base', 'added', 'pre', 'post']);
  });

  it('gives middleware a fetch that runs the chain again (for retries)', async () => {
    let attempts = 0;
    const fake = fakeFetch(() => new Response(null, { status: attempts++ === 0 ? 503 : 200 }));
    let retried = false;
    const api = new ProbeApi(new Configuration({ fetchApi: fake.fetchApi })).withPostMiddleware(
      async ({ fetch, url, init, response }) => {
        if (response.status === 503 && !retried) {
          retried = true;
          return fetch(url, init);
        }
        return undefined;
      },
    );
    const response = await api.call();
    expect(response.status).toBe(200);
    expect(fake.calls).toHaveLength(2);
  });
});
