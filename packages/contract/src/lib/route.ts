import type { z } from 'zod';
import type { PlanFeature } from './plans.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, or a signed-in user (session cookie or HTTP Basic). */
export type Access = 'anonymous' | 'user';

/** How a successful answer is read: JSON, a file (blob), plain text, nothing, or server-sent events. */
export type ResponseKind = 'json' | 'blob' | 'text' | 'void' | 'sse';

/**
 * One API operation. The server registers it (validation + OpenAPI), the client generator turns it
 * into one typed method, so this object is the single source of truth for the call.
 */
export interface RouteDef {
  /** The client method name (typescript-fetch style), e.g. `rawTextsList`. */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** OpenAPI-style path with `{param}` placeholders; always ends with `/`. */
  readonly path: string;
  /** Groups operations into one client class: `RawTexts` → `RawTextsApi`. */
  readonly tag: string;
  readonly summary: string;
  readonly access: Access;
  /**
   * A feature the caller's plan must unlock (e.g. `hosting` to create a class); otherwise 403
   * `plan_required` naming the plan that does. Only routes that make something new carry it: what an
   * account already made stays usable on every plan.
   */
  readonly planFeature?: PlanFeature;
  /**
   * `always`: the CSRF header is required even though the method is safe or nobody is signed in yet:
   * log-in and sign-up (Django's login CSRF) and a GET that spends credits. Cookie sessions only;
   * HTTP Basic never needs it.
   */
  readonly csrf?: 'always';
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** The client's name for the body parameter (`body` unless the spec names it, e.g. `category`). */
  readonly bodyParam?: string;
  /** multipart/form-data: the body schema's keys are the form parts (the client takes them as parameters). */
  readonly multipart?: boolean;
  /**
   * The largest request body the route reads, in bytes (file parts included); JSON_BODY_LIMIT_BYTES
   * when absent. A declared Content-Length above it is refused before the body is read.
   */
  readonly maxBodyBytes?: number;
  /** Query keys whose array value is sent comma-separated (`ids=1,2`) instead of repeated. */
  readonly csvQuery?: readonly string[];
  /** Success and error answers by status; `null` means no body. */
  readonly responses: Readonly<Record<number, z.ZodType | null>>;
  readonly responseKind?: ResponseKind;
}

/** Declares a route while keeping its literal types, so handlers and the client see exact schemas. */
export function defineRoute<const R extends RouteDef>(route: R): R {
  if (!route.path.startsWith('/api/') || !route.path.endsWith('/')) {
    throw new Error(`Route path must start with /api/ and end with /: ${route.path}`);
  }
  return route;
}

/** The first 2xx status a route declares: the one a successful call answers with. */
export function successStatus(route: RouteDef): number {
  const status = Object.keys(route.responses)
    .map(Number)
    .find((code) => code >= 200 && code < 300);
  return status ?? 200;
}
