import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JSON_BODY_LIMIT_BYTES } from '@quizwise/contract';
import { errors } from './errors.js';

/** Room for multipart framing (boundaries, part headers, small fields) on top of the file bytes. */
const MULTIPART_FRAMING_BYTES = 64 * 1024;

function declaresBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/**
 * A refusal sent before the body is read also closes the connection: otherwise Node drains the
 * unread body to keep the connection alive, which is the very reading the refusal is meant to spare.
 */
export function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (declaresBody(request)) reply.header('connection', 'close');
}

/**
 * Refuses a declared Content-Length above the route's limit (from the contract) with 413 before a
 * byte of the body is read. Bodies without a length are still cut off at the limit while they stream.
 */
async function bodyGateImpl(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    const apiRoute = request.routeOptions.config.apiRoute;
    const declared = Number(request.headers['content-length'] ?? 0);
    if (!apiRoute || !(declared > 0)) return;
    const limit = (apiRoute.maxBodyBytes ?? JSON_BODY_LIMIT_BYTES) + MULTIPART_FRAMING_BYTES;
    if (declared <= limit) return;
    closeIfBodyUnread(request, reply);
    throw errors.tooLarge(`Request body is larger than ${limit} bytes.`);
  });
}

/** Registered without encapsulation, after the auth plugin, so it applies to every API route. */
export const bodyGate = fp(bodyGateImpl, { name: 'bodyGate' });
