import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * The server's logger options: JSON lines on stdout, written asynchronously and in batches (a busy
 * server does not make a system call for every line): a batch goes out at 4 KB or after a second,
 * whichever comes first, and pino flushes what is pending when the process exits.
 */
export function loggerOptions(level: string): { level: string; stream: pino.DestinationStream } {
  return {
    level,
    stream: pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 }),
  };
}

/**
 * One access line per request, once it has been answered: method, path, status and time, under the
 * request id. Fastify's default writes two lines for each, the first before anything is known;
 * error logging stays Fastify's.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
