import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { errors } from './errors.js';
import { nullCharacterIssues } from './null-characters.js';

/** A request that failed its contract schema; carries zod's issues (with inputs) for DRF-style messages. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly statusCode = 400;
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('Invalid request.');
  }
}

/**
 * Validates params, query and body with the contract's zod schemas. `reportInput` keeps each issue's
 * input, which is how "This field is required." is told apart from a wrong type.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) {
      const nulIssues = nullCharacterIssues(result.data);
      return nulIssues.length > 0 ? { error: new RequestValidationError(nulIssues) } : { value: result.data };
    }
    // A path that is not an id (`0x1`, `01`, `abc`, 2^31) names no object: 404, as Django's URL
    // converters answer.
    if (httpPart === 'params') return { error: errors.notFound() };
    return { error: new RequestValidationError(result.error.issues) };
  };
