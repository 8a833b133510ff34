import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface Attachment {
  body: string | Buffer | Readable;
  contentType: string;
  /** ASCII name for `filename=`, the fallback of clients that ignore `filename*`. */
  filename: string;
  /** The name in the user's own letters ("été 水循环.pdf") for `filename*`; `filename` when absent. */
  displayName?: string | undefined;
}

/** RFC 5987 `value-chars`: UTF-8, percent-encoding everything but `attr-char` (so also ' ( ) * !). */
function extendedValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The Content-Disposition of a download (RFC 6266): a quoted ASCII `filename=` every client reads, and
 * `filename*=UTF-8''…` carrying the real name, which browsers prefer when present.
 */
export function contentDisposition(file: Pick<Attachment, 'filename' | 'displayName'>): string {
  const asciiName = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  const realName = file.displayName ?? file.filename;
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${extendedValue(realName)}`;
}

/** Sends a file to be saved, not shown: its own type, and its name safe in both header forms. */
export function sendAttachment(reply: FastifyReply, file: Attachment): FastifyReply {
  return reply
    .code(200)
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file))
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
