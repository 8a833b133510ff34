import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface Attachment {
  body: string | Buffer | Readable;
  contentType: string;
  filename: string;
}

/** Sends a file to be saved, not shown: its own type, and its name safe in both header forms. */
export function sendAttachment(reply: FastifyReply, file: Attachment): FastifyReply {
  const asciiName = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return reply
    .code(200)
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
