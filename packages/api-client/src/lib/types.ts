// The typescript-fetch runtime's public types, kept name-for-name so code written against a
// generated typescript-fetch client ports without edits.

/**
 * The fetch implementation the client calls (the global `fetch` unless configured). Narrower than
 * `typeof fetch` (the URL is always a string) so a test fake or a middleware's `context.fetch` fits.
 */
export type FetchAPI = (input: string, init?: RequestInit) => Promise<Response>;

export type HTTPMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'HEAD';
export type HTTPHeaders = { [key: string]: string };
export type HTTPQuery = {
  [key: string]:
    | string
    | number
    | null
    | undefined
    | boolean
    | Array<string | number | null | boolean>
    | Set<string | number | null | boolean>
    | Date
    | HTTPQuery;
};
// The body is serialised later (JSON.stringify) or passed through (FormData, Blob, URLSearchParams),
// so any JSON-compatible value is accepted here.
export type Json = unknown;
export type HTTPBody = Json | FormData | URLSearchParams | Blob;
export type HTTPRequestInit = {
  headers?: HTTPHeaders;
  method: HTTPMethod;
  credentials?: RequestCredentials;
  body?: HTTPBody;
};

/** What one generated method asks the runtime to send. */
export interface RequestOpts {
  path: string;
  method: HTTPMethod;
  headers: HTTPHeaders;
  query?: HTTPQuery;
  body?: HTTPBody;
}

export type InitOverrideFunction = (requestContext: {
  init: HTTPRequestInit;
  context: RequestOpts;
}) => Promise<RequestInit>;

export interface FetchParams {
  url: string;
  init: RequestInit;
}

export interface RequestContext {
  fetch: FetchAPI;
  url: string;
  init: RequestInit;
}

export interface ResponseContext {
  fetch: FetchAPI;
  url: string;
  init: RequestInit;
  response: Response;
}

export interface ErrorContext {
  fetch: FetchAPI;
  url: string;
  init: RequestInit;
  error: unknown;
  response?: Response;
}

/**
 * Hooks around every request. typescript-fetch declares them as returning promises; plain values are
 * accepted too because each result is awaited either way.
 */
export interface Middleware {
  pre?(context: RequestContext): Promise<FetchParams | void> | FetchParams | void;
  post?(context: ResponseContext): Promise<Response | void> | Response | void;
  onError?(context: ErrorContext): Promise<Response | void> | Response | void;
}
