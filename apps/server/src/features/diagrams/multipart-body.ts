import type { FastifyRequest } from 'fastify';
import { IMAGE_UPLOAD_MAX_BYTES } from '@quizwise/contract';
import { ApiError, errors } from '../../lib/errors.js';

/** Form parts that may carry image files. */
export const IMAGE_FIELDS = ['image', 'labeled_image'] as const;
export type ImageField = (typeof IMAGE_FIELDS)[number];

/** Stands in the validated body for a field that arrived as a file part. */
export const FILE_PART = '[file part]';

const uploads = new WeakMap<FastifyRequest, Map<ImageField, Buffer>>();

/** The file uploaded for `field` in this (multipart) request, if any. */
export function uploadedFile(request: FastifyRequest, field: ImageField): Buffer | undefined {
  return uploads.get(request)?.get(field);
}

function isImageField(name: string): name is ImageField {
  return (IMAGE_FIELDS as readonly string[]).includes(name);
}

/**
 * preValidation hook that lets a JSON route also take multipart/form-data: text and JSON parts
 * become the body (so the contract schema validates them as usual), `image` / `labeled_image` file
 * parts are kept aside for the handler, and the body holds FILE_PART in their place. A JSON part that
 * does not parse is a 400 naming it; a file over the image limit is a 413.
 */
export async function multipartToBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const body: Record<string, unknown> = {};
  const files = new Map<ImageField, Buffer>();
  try {
    for await (const part of request.parts({ limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 2 } })) {
      if (part.type === 'file') {
        if (!isImageField(part.fieldname)) {
          part.file.resume();
          continue;
        }
        files.set(part.fieldname, await part.toBuffer());
        body[part.fieldname] = FILE_PART;
      } else {
        body[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw errors.tooLarge(`The image is too large: at most ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`);
    }
    if (code === 'FST_INVALID_JSON_FIELD_ERROR') {
      throw errors.nonField('A JSON part of the form is not valid JSON.');
    }
    if (error instanceof ApiError) throw error;
    // busboy's own errors (bad boundary, truncated body, …) are the client's malformed request.
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw error;
    throw new ApiError(400, { detail: 'Multipart form parse error.' });
  }
  // A JSON array sent as a plain text part is accepted too (curl -F 'rectangles_data=[...]').
  if (typeof body.rectangles_data === 'string') {
    try {
      body.rectangles_data = JSON.parse(body.rectangles_data);
    } catch {
      throw errors.field('rectangles_data', 'Value must be valid JSON.');
    }
  }
  uploads.set(request, files);
  request.body = body;
}
