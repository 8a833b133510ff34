import type { z } from 'zod';
import { ApiError, isHandledGlobally, type FieldErrors } from './api-error.js';

export type { FieldErrors };

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Checks form values against the contract's zod schema before sending, giving the
 * same DRF-shaped field errors the API would, so both kinds render alike.
 */
export function parseWith<S extends z.ZodType>(schema: S, values: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'non_field_errors';
    (errors[field] ??= []).push(issue.message);
  }
  return { ok: false, errors };
}

/**
 * The field errors to show for a failed mutation: a 400's fields, otherwise its one message. Empty
 * when the app already explains the failure elsewhere (credits dialog, log-in redirect).
 */
export function formErrorsFrom(error: unknown): FieldErrors {
  if (!error || isHandledGlobally(error)) return {};
  if (error instanceof ApiError) {
    if (Object.keys(error.fieldErrors).length > 0) return error.fieldErrors;
    return { non_field_errors: [error.message] };
  }
  return { non_field_errors: ['Something went wrong. Please try again.'] };
}

/** Errors whose field has no input of its own, shown together in the form's alert. */
export function otherErrors(errors: FieldErrors, fields: readonly string[]): string[] {
  return Object.entries(errors)
    .filter(([field]) => !fields.includes(field))
    .flatMap(([, messages]) => messages);
}
