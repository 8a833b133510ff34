import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's security headers on every response. The middleware is built once, here: @fastify/helmet
 * rebuilds it (parsing the whole Content-Security-Policy again) on every request, which was a
 * measurable share of a small API response's CPU. No per-request options (no CSP nonces) are needed.
 */
async function securityHeadersImpl(app: FastifyInstance, options: HelmetOptions): Promise<void> {
  const applyHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

/** Registered without encapsulation so the headers apply to every route. */
export const securityHeaders = fp(securityHeadersImpl, { name: 'securityHeaders' });
