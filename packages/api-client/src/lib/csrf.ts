import type { InitOverrideFunction, Middleware } from './types.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CsrfOptions {
  /** Where cookies are read from; defaults to `document.cookie` when a document exists. */
  readCookies?: () => string | null | undefined;
  cookieName?: string;
  headerName?: string;
}

/**
 * A middleware that sends the `csrftoken` cookie as `X-CSRFToken` on POST, PUT, PATCH and DELETE,
 * the double-submit check the server applies to cookie sessions. Safe methods are left alone, and
 * nothing is added when the cookie is missing (the server then answers 403).
 */
export function csrfMiddleware(options: CsrfOptions = {}): Middleware {
  const headerName = options.headerName ?? 'X-CSRFToken';
  return {
    pre({ url, init }) {
      if (!UNSAFE_METHODS.has((init.method ?? 'GET').toUpperCase())) {
        return undefined;
      }
      const token = csrfToken(options);
      if (token === undefined) {
        return undefined;
      }
      return { url, init: { ...init, headers: withHeader(init.headers, headerName, token) } };
    },
  };
}

/**
 * `initOverrides` for a safe-method call that the server still guards like an unsafe one (a GET that
 * spends credits, so that a link on another site cannot spend them): adds `X-CSRFToken` to it.
 */
export function withCsrfHeader(options: CsrfOptions = {}): InitOverrideFunction {
  const headerName = options.headerName ?? 'X-CSRFToken';
  return async ({ init }) => {
    const token = csrfToken(options);
    return token === undefined ? {} : { headers: withHeader(init.headers, headerName, token) };
  };
}

function csrfToken(options: CsrfOptions): string | undefined {
  const readCookies = options.readCookies ?? defaultCookies;
  return readCookie(readCookies() ?? '', options.cookieName ?? 'csrftoken');
}

function defaultCookies(): string {
  return typeof document !== 'undefined' ? document.cookie : '';
}

function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) {
      continue;
    }
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

// Keeps the headers in the shape they came in (plain object from the runtime, or a Headers / tuple list
// from an init override) so later middleware sees what it expects.
function withHeader(headers: HeadersInit | undefined, name: string, value: string): HeadersInit {
  if (headers instanceof Headers) {
    const copy = new Headers(headers);
    copy.set(name, value);
    return copy;
  }
  if (Array.isArray(headers)) {
    return [...headers.filter(([key]) => key?.toLowerCase() !== name.toLowerCase()), [name, value]];
  }
  return { ...headers, [name]: value };
}
