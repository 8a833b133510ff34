import type { FastifyInstance } from 'fastify';
import {
  DOCUMENT_UPLOAD_MAX_BYTES,
  IMAGE_MODEL_TYPES,
  IMAGE_UPLOAD_MAX_BYTES,
  PDF_UPLOAD_MAX_BYTES,
  routes,
  type ImageModelType,
} from '@quizwise/contract';
import { errors, type ApiError } from '../../lib/errors.js';
import { registerRoute } from '../../lib/route.js';
import { extractDocumentText, type DocumentFailureReason } from './document-text.js';
import { createOcrEngine, recognise, type OcrFailureReason } from './ocr-engine.js';
import { extractPdfText, type PdfFailureReason } from './pdf-text.js';
import type { Failure } from './result.js';
import { displayName, readUpload } from './upload.js';
import { urlsToMarkdown } from './urls-to-markdown.js';

type IngestFailureReason = PdfFailureReason | DocumentFailureReason | OcrFailureReason;

/** How each expected failure is answered: a wrong kind of file is 415, over a limit 413, a bad file 400 on `file`. */
const STATUS_BY_REASON: Record<IngestFailureReason, 400 | 413 | 415> = {
  pdf_invalid: 400,
  pdf_encrypted: 400,
  pdf_no_text: 400,
  pdf_too_many_pages: 413,
  timeout: 400,
  unsupported_type: 415,
  document_invalid: 400,
  document_too_large: 413,
  document_empty: 400,
  unsupported_image: 415,
  image_too_large: 413,
  image_invalid: 400,
};

function failureToError(failure: Failure<IngestFailureReason>): ApiError {
  const status = STATUS_BY_REASON[failure.reason];
  if (status === 413) return errors.tooLarge(failure.message);
  if (status === 415) return errors.unsupportedMediaType(failure.message);
  return errors.field('file', failure.message);
}

/** The model_type part: a JSON string part ("ocr") as the typescript-fetch client sends it, or plain text. */
function parseModelType(value: unknown): ImageModelType {
  if (value === undefined || value === '') throw errors.field('model_type', 'This field is required.');
  let parsed = value;
  if (typeof value === 'string' && value.startsWith('"')) {
    try {
      parsed = JSON.parse(value);
    } catch {
      // Not JSON after all: judged as the plain string below.
    }
  }
  if (typeof parsed !== 'string' || !(IMAGE_MODEL_TYPES as readonly string[]).includes(parsed)) {
    throw errors.field('model_type', `"${String(parsed)}" is not a valid choice.`);
  }
  return parsed as ImageModelType;
}

/**
 * Material in: PDF, document and image uploads read as text, and links read as markdown. The OCR
 * worker starts on the first image and stops when the app closes. URL fetching reaches loopback only
 * with ALLOW_LOOPBACK_FETCH (refused in production by the config).
 */
export async function ingestRoutes(app: FastifyInstance): Promise<void> {
  const ocr = createOcrEngine();
  app.addHook('onClose', async () => {
    await ocr.close();
  });

  registerRoute(app, routes.pdfUploadCreate, async ({ request }) => {
    const upload = await readUpload(request, PDF_UPLOAD_MAX_BYTES, 'PDF');
    const result = await extractPdfText(upload.buffer);
    if (!result.ok) throw failureToError(result);
    return { name: displayName(upload.filename), ...result.value };
  });

  registerRoute(app, routes.documentUploadCreate, async ({ request }) => {
    const upload = await readUpload(request, DOCUMENT_UPLOAD_MAX_BYTES, 'document');
    const result = await extractDocumentText(upload.buffer, upload.filename);
    if (!result.ok) throw failureToError(result);
    return { ...result.value, name: displayName(upload.filename) };
  });

  registerRoute(app, routes.imageUploadCreate, async ({ request }) => {
    const upload = await readUpload(request, IMAGE_UPLOAD_MAX_BYTES, 'image');
    const mode = parseModelType(upload.fields.model_type);
    const result = await recognise(ocr, upload.buffer, mode);
    if (!result.ok) throw failureToError(result);
    return result.value;
  });

  registerRoute(app, routes.urlsToMarkdownCreate, async ({ body }) =>
    urlsToMarkdown(body.text, { allowLoopback: app.deps.config.ALLOW_LOOPBACK_FETCH }),
  );
}
