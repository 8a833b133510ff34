import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';
const negotiator = new Negotiator<Encoding | 'identity'>({ supportedValues: ['br', 'gzip', 'identity'] });

/**
 * Sends texts that repeat (the prerendered pages, the OpenAPI document) compressed for clients that
 * accept it. Each distinct text is compressed once per encoding, at the highest level, and kept: the
 * set of such texts is small and fixed while the process runs, so the cache is capped, not evicted.
 */
export function createCompressedSender(maxEntries = 64) {
  const cache = new Map<string, Partial<Record<Encoding, Buffer>>>();
  const compress = (text: string, encoding: Encoding): Buffer =>
    encoding === 'br'
      ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      : gzipSync(text, { level: 9 });

  return (request: FastifyRequest, reply: FastifyReply, text: string): FastifyReply => {
    reply.header('vary', 'Accept-Encoding');
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted ? negotiator.negotiate(accepted) : null;
    if (encoding !== 'br' && encoding !== 'gzip') return reply.send(text);
    let entry = cache.get(text);
    if (!entry) {
      entry = {};
      if (cache.size < maxEntries) cache.set(text, entry);
    }
    const body = (entry[encoding] ??= compress(text, encoding));
    return reply.header('content-encoding', encoding).send(body);
  };
}
