import { APICallError, RetryError } from 'ai';
import { ApiError, errors } from '../../lib/errors.js';

/** SDK error names that mean the model answered, but not in a shape we can use. */
const MALFORMED = new Set([
  'AI_NoObjectGeneratedError',
  'AI_NoOutputGeneratedError',
  'AI_NoContentGeneratedError',
  'AI_JSONParseError',
  'AI_TypeValidationError',
  'AI_InvalidResponseDataError',
  'AI_EmptyResponseBodyError',
]);

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

/**
 * Turns whatever a language-model call threw into the API's answer: 503 when the server cannot be
 * reached, is busy or too slow (try again later), 502 when it answered with an error or with
 * something unreadable. The detail says which, never the server's own words (they may hold secrets).
 */
export function providerFailure(error: unknown, seconds: number): ApiError {
  if (error instanceof ApiError) return error;
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode;
    if (status === undefined) {
      return errors.unavailable('The language model server could not be reached; try again later.');
    }
    if (status === 429 || status === 503) {
      return errors.unavailable(`The language model server is busy (HTTP ${status}); try again later.`);
    }
    if (status === 401 || status === 403) {
      return errors.badGateway(`The language model server refused the API key (HTTP ${status}).`);
    }
    if (status === 404) {
      return errors.badGateway('The language model server does not know the configured model (HTTP 404).');
    }
    return errors.badGateway(`The language model server failed (HTTP ${status}).`);
  }
  const name = errorName(cause);
  if (name === 'TimeoutError' || name === 'AbortError') {
    return errors.unavailable(
      `The language model did not answer within ${seconds} seconds; try again later.`,
    );
  }
  if (MALFORMED.has(name)) {
    return errors.badGateway('The language model sent a reply that could not be read.');
  }
  if (cause instanceof TypeError && /fetch failed/i.test(cause.message)) {
    return errors.unavailable('The language model server could not be reached; try again later.');
  }
  return errors.badGateway('The language model call failed.');
}
