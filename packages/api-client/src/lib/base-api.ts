import { DefaultConfig } from './configuration.js';
import type { Configuration } from './configuration.js';
import { FetchError, ResponseError } from './errors.js';
import type { FetchParams, HTTPRequestInit, InitOverrideFunction, Middleware, RequestOpts } from './types.js';

const jsonRegex = /^(:?application\/json|[^;/ \t]+\/[^;/ \t]+[+]json)[ \t]*(;.*)?$/i;

/**
 * The base of every generated `…Api` class: builds the request, runs the middleware chain
 * (pre → fetch → onError → post) and turns any status outside 200–299 into a `ResponseError`.
 * The `with…Middleware` methods return a copy so a shared API object is never changed behind
 * another caller's back.
 */
export class BaseAPI {
  private middleware: Middleware[];

  constructor(protected configuration: Configuration = DefaultConfig) {
    this.middleware = configuration.middleware;
  }

  withMiddleware<T extends BaseAPI>(this: T, ...middlewares: Middleware[]): T {
    const next = this.clone<T>();
    next.middleware = next.middleware.concat(...middlewares);
    return next;
  }

  withPreMiddleware<T extends BaseAPI>(this: T, ...preMiddlewares: Array<Middleware['pre']>): T {
    return this.withMiddleware<T>(...preMiddlewares.map((pre) => ({ pre })));
  }

  withPostMiddleware<T extends BaseAPI>(this: T, ...postMiddlewares: Array<Middleware['post']>): T {
    return this.withMiddleware<T>(...postMiddlewares.map((post) => ({ post })));
  }

  protected isJsonMime(mime: string | null | undefined): boolean {
    if (!mime) {
      return false;
    }
    return jsonRegex.test(mime);
  }

  protected async request(
    context: RequestOpts,
    initOverrides?: RequestInit | InitOverrideFunction,
  ): Promise<Response> {
    const { url, init } = await this.createFetchParams(context, initOverrides);
    const response = await this.fetchApi(url, init);
    if (response && response.status >= 200 && response.status < 300) {
      return response;
    }
    throw new ResponseError(response, 'Response returned an error code');
  }

  private async createFetchParams(
    context: RequestOpts,
    initOverrides?: RequestInit | InitOverrideFunction,
  ): Promise<FetchParams> {
    let url = this.configuration.basePath + context.path;
    if (context.query !== undefined && Object.keys(context.query).length !== 0) {
      // No bare "?" on the URL: some servers mishandle it.
      url += '?' + this.configuration.queryParamsStringify(context.query);
    }

    const headers: Record<string, string | undefined> = Object.assign(
      {},
      this.configuration.headers,
      context.headers,
    );
    for (const key of Object.keys(headers)) {
      if (headers[key] === undefined) {
        delete headers[key];
      }
    }

    const initOverrideFn: InitOverrideFunction =
      typeof initOverrides === 'function' ? initOverrides : async () => initOverrides ?? {};

    const initParams: HTTPRequestInit = {
      method: context.method,
      headers: headers as Record<string, string>,
      body: context.body,
      credentials: this.configuration.credentials,
    };

    const overriddenInit = {
      ...initParams,
      ...(await initOverrideFn({ init: initParams, context })),
    } as HTTPRequestInit & RequestInit;

    let body: BodyInit | null | undefined;
    if (
      isFormData(overriddenInit.body) ||
      overriddenInit.body instanceof URLSearchParams ||
      isBlob(overriddenInit.body)
    ) {
      body = overriddenInit.body;
    } else if (this.isJsonMime(headers['Content-Type'])) {
      body = JSON.stringify(overriddenInit.body);
    } else {
      body = overriddenInit.body as BodyInit | null | undefined;
    }

    const init: RequestInit = { ...overriddenInit, body };
    return { url, init };
  }

  private fetchApi = async (url: string, init: RequestInit = {}): Promise<Response> => {
    let fetchParams: FetchParams = { url, init };
    for (const middleware of this.middleware) {
      if (middleware.pre) {
        fetchParams = (await middleware.pre({ fetch: this.fetchApi, ...fetchParams })) || fetchParams;
      }
    }
    let response: Response | undefined = undefined;
    try {
      response = await (this.configuration.fetchApi || fetch)(fetchParams.url, fetchParams.init);
    } catch (e) {
      for (const middleware of this.middleware) {
        if (middleware.onError) {
          response =
            (await middleware.onError({
              fetch: this.fetchApi,
              url: fetchParams.url,
              init: fetchParams.init,
              error: e,
              response: response ? response.clone() : undefined,
            })) || response;
        }
      }
      if (response === undefined) {
        if (e instanceof Error) {
          throw new FetchError(
            e,
            'The request failed and the interceptors did not return an alternative response',
          );
        }
        throw e;
      }
    }
    for (const middleware of this.middleware) {
      if (middleware.post) {
        response =
          (await middleware.post({
            fetch: this.fetchApi,
            url: fetchParams.url,
            init: fetchParams.init,
            response: response.clone(),
          })) || response;
      }
    }
    return response;
  };

  private clone<T extends BaseAPI>(this: T): T {
    const constructor = this.constructor as new (configuration: Configuration) => T;
    const next = new constructor(this.configuration);
    next.middleware = this.middleware.slice();
    return next;
  }
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function isFormData(value: unknown): value is FormData {
  return typeof FormData !== 'undefined' && value instanceof FormData;
}
