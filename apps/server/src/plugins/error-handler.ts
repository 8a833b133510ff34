import type { FastifyError, FastifyInstance } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseUnavailableReason } from '../db/unavailable.js';
import { ApiError } from '../lib/errors.js';
import { allowedMethods } from './allowed-methods.js';
import { zodIssuesToFieldErrors } from '../lib/validation-errors.js';
import { RequestValidationError } from '../lib/request-validation.js';

const FASTIFY_CODE_STATUS: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'JSON parse error.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'JSON parse error - body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'Request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Unsupported media type in request.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'Invalid Content-Length header.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, detail: 'The uploaded file is too large.' },
  FST_PARTS_LIMIT: { status: 413, detail: 'Too many parts in the multipart request.' },
  FST_FILES_LIMIT: { status: 413, detail: 'Too many files in the multipart request.' },
  FST_FIELDS_LIMIT: { status: 413, detail: 'Too many fields in the multipart request.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, detail: 'The request is not multipart/form-data.' },
  FST_ERR_VALIDATION: { status: 400, detail: 'Invalid request.' },
};

/**
 * The one error handler: every failure leaves the server in the DRF shapes of the conventions.
 * Only ApiError, validation and known client errors reveal anything; everything else is a bare 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error instanceof RequestValidationError) {
      return reply.code(400).send(zodIssuesToFieldErrors(error.issues));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return reply.code(500).send({ detail: 'Internal server error.' });
    }
    const known = error.code ? FASTIFY_CODE_STATUS[error.code] : undefined;
    if (known) return reply.code(known.status).send({ detail: known.detail });
    if (isMultipartParseError(error)) {
      return reply.code(400).send({ detail: 'Multipart form parse error.' });
    }
    const outage = databaseUnavailableReason(error);
    if (outage) {
      request.log.warn({ reason: outage }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({
        detail: 'The service is briefly unavailable (its database does not answer); try again in a moment.',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (e.g. bad content-type): say what, never how.
      return reply.code(status).send({ detail: error.message || 'Bad request.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: 'Internal server error.' });
  });

  app.setNotFoundHandler((request, reply) => {
    // A path the API serves with other methods is a 405 naming them, as DRF answers.
    const allowed = allowedMethods(request.url.split('?')[0] ?? '');
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ detail: `Method "${request.method}" not allowed.` });
    }
    return reply.code(404).send({ detail: 'Not found.' });
  });
}

/** busboy's errors for a broken multipart stream carry no code or status, only these messages. */
function isMultipartParseError(error: Error): boolean {
  return /^(Unexpected end of (multipart data|form)|Multipart: Boundary not found|Malformed part header)/.test(
    error.message,
  );
}
