// Helpers the generated `…Api` methods call, so each generated method stays a few readable lines.
import type { z } from 'zod';
import type { Configuration } from './configuration.js';
import { COLLECTION_FORMATS } from './query-string.js';
import { RequiredError } from './errors.js';
import type { HTTPHeaders, HTTPQuery } from './types.js';

/**
 * The client-side type of one field of a path/query/form schema. Those schemas parse strings from the
 * wire, so their input type is often `unknown` (`z.coerce`, `z.preprocess`); then the parsed type is
 * what a caller should pass.
 */
export type FieldInput<S, K extends string> = S extends z.ZodObject
  ? K extends keyof S['shape']
    ? unknown extends z.input<S['shape'][K]>
      ? z.output<S['shape'][K]>
      : z.input<S['shape'][K]>
    : never
  : never;

/** The request type of a route's JSON body schema. */
export type BodyInput<S> = S extends z.ZodType ? z.input<S> : never;

/** The parsed type of a route's success schema; `null` (no body) reads as `void`. */
export type SuccessOutput<S> = S extends z.ZodType ? z.output<S> : void;

/**
 * Throws `RequiredError` for the first named parameter that is `null` or `undefined`, with
 * typescript-fetch's exact message, before anything is sent.
 */
export function requireParameters(params: object, names: readonly string[], method: string): void {
  for (const name of names) {
    if ((params as Record<string, unknown>)[name] == null) {
      throw new RequiredError(
        name,
        `Required parameter "${name}" was null or undefined when calling ${method}().`,
      );
    }
  }
}

/** Fills `{name}` placeholders with URI-encoded values. */
export function expandPath(template: string, values: Record<string, unknown>): string {
  let path = template;
  for (const [name, value] of Object.entries(values)) {
    path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
  }
  return path;
}

/**
 * Builds the query object: `null`/`undefined` values are left out, and arrays under a `csvKeys` name
 * are joined with commas (`ids=1,2`) instead of repeating the key.
 */
export function queryParams(values: Record<string, unknown>, csvKeys: readonly string[] = []): HTTPQuery {
  const query: HTTPQuery = {};
  for (const [key, value] of Object.entries(values)) {
    if (value == null) {
      continue;
    }
    if (csvKeys.includes(key) && (Array.isArray(value) || value instanceof Set)) {
      query[key] = Array.from(value as Iterable<unknown>, String).join(COLLECTION_FORMATS.csv);
    } else {
      query[key] = value as HTTPQuery[string];
    }
  }
  return query;
}

/** How a multipart part is sent: as given (files, strings, numbers) or as an `application/json` part. */
export type FormPartKind = 'raw' | 'json';

/**
 * Builds a multipart body. Absent parts are left out; a `json` part that is not already a Blob is sent
 * as `new Blob([JSON.stringify(v)], {type: 'application/json'})`, as typescript-fetch does for
 * model-typed parts such as `model_type`.
 */
export function formBody(
  parts: ReadonlyArray<readonly [name: string, value: unknown, kind: FormPartKind]>,
): FormData {
  const form = new FormData();
  for (const [name, value, kind] of parts) {
    if (value == null) {
      continue;
    }
    if (value instanceof Blob) {
      form.append(name, value);
    } else if (kind === 'json') {
      form.append(name, new Blob([JSON.stringify(value)], { type: 'application/json' }));
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}

/**
 * The `Authorization` header for configured Basic credentials, built exactly as typescript-fetch does
 * (`btoa(username + ":" + password)`), or nothing when neither is set.
 */
export function basicAuthHeader(configuration: Configuration): HTTPHeaders {
  if (configuration.username !== undefined || configuration.password !== undefined) {
    return { Authorization: 'Basic ' + btoa(configuration.username + ':' + configuration.password) };
  }
  return {};
}
