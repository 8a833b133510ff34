import type { z } from 'zod';
import type { FieldErrors } from '../lib/api.js';

/** Turns a failed zod parse into DRF-shaped field errors, so client and server errors render alike. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'non_field_errors';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** Field errors whose field has no input of its own, shown together in the form's alert. */
export function otherErrors(errors: FieldErrors, fields: readonly string[]): string[] {
  return Object.entries(errors)
    .filter(([field]) => !fields.includes(field))
    .flatMap(([, messages]) => messages);
}
