import { vi } from 'vitest';

export interface Call {
  path: string;
  method: string;
  body: unknown;
  headers: Headers;
}

type Reply = { status: number; body?: unknown } | 'network-error' | 'pending';

/**
 * A stand-in for `fetch`, handed to the typed client as its `fetchApi`: answers by path with the
 * given status and JSON body (or fails like a dropped connection) and records every call.
 */
export function fakeFetch(replies: Record<string, Reply>) {
  const calls: Call[] = [];
  const fetchApi = vi.fn(async (input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({
      path: url.pathname,
      method: init?.method ?? 'GET',
      body,
      headers: new Headers(init?.headers),
    });
    const reply = replies[url.pathname];
    if (reply === undefined) throw new Error(`fakeFetch: no reply for ${url.pathname}`);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply === 'pending') return new Promise<Response>(() => {});
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetchApi, calls };
}

/** Makes `matchMedia` answer from a fixed viewport width and motion preference. */
export function stubMatchMedia({
  width = 1280,
  reducedMotion = false,
}: { width?: number; reducedMotion?: boolean } = {}) {
  const matches = (query: string): boolean => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    if (min) return width >= Number(min[1]);
    if (query.includes('prefers-reduced-motion: reduce')) return reducedMotion;
    return false;
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

/** Replaces `Image` so tests can see which URLs were preloaded. */
export function recordPreloads(): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    'Image',
    class {
      decoding = 'auto';
      set src(url: string) {
        urls.push(url);
      }
    },
  );
  return urls;
}
