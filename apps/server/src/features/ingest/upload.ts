import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { NAME_MAX_LENGTH } from '@quizwise/contract';
import { errors } from '../../lib/errors.js';

const MAX_FIELD_BYTES = 64 * 1024;

export type Upload = { buffer: Buffer; filename: string; fields: Record<string, unknown> };

/**
 * Reads a multipart request's `file` part (at most `maxBytes`) and its other fields. Not multipart →
 * 415; no file → 400 on `file`; too large → 413 naming the limit; a JSON part that does not parse → 400.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number, what: string): Promise<Upload> {
  if (!request.isMultipart()) {
    throw errors.unsupportedMediaType(
      `Unsupported media type "${request.headers['content-type'] ?? ''}" in request. Send multipart/form-data.`,
    );
  }
  const fields: Record<string, unknown> = {};
  let file: { buffer: Buffer; filename: string } | undefined;
  try {
    // Two files: typescript-fetch clients send JSON fields (model_type) as a Blob, which arrives as a file part.
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 2 } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'file') file = { buffer, filename: part.filename };
        else if (buffer.length <= MAX_FIELD_BYTES) fields[part.fieldname] = buffer.toString('utf8');
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw errors.tooLarge(`The ${what} is too large: at most ${maxBytes / 1024 / 1024} MB.`);
    }
    if (code === 'FST_INVALID_JSON_FIELD_ERROR')
      throw errors.nonField('A JSON part of the form is not valid JSON.');
    throw error;
  }
  if (!file || file.buffer.length === 0) throw errors.field('file', 'No file was submitted.');
  return { ...file, fields };
}

/** The file name without folders or extension, fit for a raw text's name. */
export function displayName(filename: string): string {
  const base = path.basename(filename.replaceAll('\\', '/'));
  const name = base.slice(0, base.length - path.extname(base).length).trim();
  return (name || 'Untitled').slice(0, NAME_MAX_LENGTH);
}
