import { querystring } from './query-string.js';
import type { FetchAPI, HTTPHeaders, HTTPQuery, Middleware } from './types.js';

export const BASE_PATH = 'http://localhost'.replace(/\/+$/, '');

export interface ConfigurationParameters {
  /** Origin (and optional prefix) the `/api/...` paths are appended to; trailing slashes are dropped. */
  basePath?: string;
  fetchApi?: FetchAPI;
  middleware?: Middleware[];
  queryParamsStringify?: (params: HTTPQuery) => string;
  /** HTTP Basic credentials: when either is set every call carries `Authorization: Basic …`. */
  username?: string;
  password?: string;
  apiKey?: string | Promise<string> | ((name: string) => string | Promise<string>);
  accessToken?: string | Promise<string> | ((name?: string, scopes?: string[]) => string | Promise<string>);
  /** Sent on every request; a generated method's own headers win over these. */
  headers?: HTTPHeaders;
  /** No default, so the browser's `same-origin` applies. */
  credentials?: RequestCredentials;
}

/**
 * Settings shared by every API class, with typescript-fetch's defaults: `basePath`
 * `http://localhost`, the global `fetch`, no middleware, the repeat-the-key query stringifier.
 */
export class Configuration {
  constructor(private configuration: ConfigurationParameters = {}) {}

  set config(configuration: Configuration) {
    this.configuration = configuration;
  }

  get basePath(): string {
    return this.configuration.basePath != null ? this.configuration.basePath.replace(/\/+$/, '') : BASE_PATH;
  }

  get fetchApi(): FetchAPI | undefined {
    return this.configuration.fetchApi;
  }

  get middleware(): Middleware[] {
    return this.configuration.middleware || [];
  }

  get queryParamsStringify(): (params: HTTPQuery) => string {
    return this.configuration.queryParamsStringify || querystring;
  }

  get username(): string | undefined {
    return this.configuration.username;
  }

  get password(): string | undefined {
    return this.configuration.password;
  }

  get apiKey(): ((name: string) => string | Promise<string>) | undefined {
    const apiKey = this.configuration.apiKey;
    if (apiKey) {
      return typeof apiKey === 'function' ? apiKey : () => apiKey;
    }
    return undefined;
  }

  get accessToken(): ((name?: string, scopes?: string[]) => string | Promise<string>) | undefined {
    const accessToken = this.configuration.accessToken;
    if (accessToken) {
      return typeof accessToken === 'function' ? accessToken : async () => accessToken;
    }
    return undefined;
  }

  get headers(): HTTPHeaders | undefined {
    return this.configuration.headers;
  }

  get credentials(): RequestCredentials | undefined {
    return this.configuration.credentials;
  }
}

export const DefaultConfig = new Configuration();
