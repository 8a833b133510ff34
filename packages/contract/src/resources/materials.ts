import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import { ErrorDetail, userErrors } from '../lib/common.js';
import {
  CONTENT_MAX_LENGTH,
  DOCUMENT_UPLOAD_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_UPLOAD_MAX_BYTES,
  PDF_MAX_PAGES,
  PDF_UPLOAD_MAX_BYTES,
  URLS_TO_MARKDOWN_MAX_URLS,
} from '../lib/limits.js';
import { Rectangle } from './quiz-shapes.js';

// Material in: uploads and links turned into text the user can keep as a raw text or quiz from.

/** The text read from an uploaded PDF or document; `name` is the file name without its extension. */
export const UploadedText = z.object({
  name: z.string(),
  pages: z.number().int().min(1),
  text: z.string(),
});
export type UploadedText = z.infer<typeof UploadedText>;

export const IMAGE_MODEL_TYPES = ['ocr', 'diagram'] as const;
export const ImageModelType = z.enum(IMAGE_MODEL_TYPES);
export type ImageModelType = z.infer<typeof ImageModelType>;

/** A recognised word, in the pixels of the image as displayed (EXIF orientation applied); confidence 0–100. */
export const OcrWordBox = z.object({
  text: z.string(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  confidence: z.number(),
});
export const ImageOcrResult = z.object({
  width: z.number().int(),
  height: z.number().int(),
  text: z.string(),
  words: z.array(OcrWordBox),
  /** With model_type "diagram": the label boxes, ready for a diagram-labelling quiz. */
  rectangles_data: z.array(Rectangle).optional(),
});
export type ImageOcrResult = z.infer<typeof ImageOcrResult>;

export const UrlsToMarkdownBody = z.object({
  text: z
    .string()
    .min(1, 'This field may not be blank.')
    .max(CONTENT_MAX_LENGTH, `Ensure this field has no more than ${CONTENT_MAX_LENGTH} characters.`),
});
export const MarkdownTextEntry = z.union([
  z.object({ url: z.string(), title: z.string(), markdown: z.string() }),
  z.object({ url: z.string(), error: z.string() }),
]);
export const UrlsToMarkdownResponse = z.object({ markdown_texts: z.array(MarkdownTextEntry) });
export type UrlsToMarkdownResponse = z.infer<typeof UrlsToMarkdownResponse>;

const tag = 'Materials';
const MB = 1024 * 1024;
const uploadErrors = { ...userErrors, 413: ErrorDetail, 415: ErrorDetail } as const;

export const materialRoutes = {
  pdfUploadCreate: defineRoute({
    operationId: 'pdfUploadCreate',
    method: 'POST',
    path: '/api/pdf-upload/',
    tag,
    summary: `Read the text of a PDF (at most ${PDF_UPLOAD_MAX_BYTES / MB} MB and ${PDF_MAX_PAGES} pages)`,
    access: 'user',
    body: z.object({ file: z.file() }),
    multipart: true,
    maxBodyBytes: PDF_UPLOAD_MAX_BYTES,
    responses: { 200: UploadedText, ...uploadErrors },
  }),
  documentUploadCreate: defineRoute({
    operationId: 'documentUploadCreate',
    method: 'POST',
    path: '/api/document-upload/',
    tag,
    summary: `Read the text of a .docx, .txt or .md file (at most ${DOCUMENT_UPLOAD_MAX_BYTES / MB} MB)`,
    access: 'user',
    body: z.object({ file: z.file() }),
    multipart: true,
    maxBodyBytes: DOCUMENT_UPLOAD_MAX_BYTES,
    responses: { 200: UploadedText, ...uploadErrors },
  }),
  imageUploadCreate: defineRoute({
    operationId: 'imageUploadCreate',
    method: 'POST',
    path: '/api/image-upload/',
    tag,
    summary: `Read the words of a PNG, JPEG or WebP image with OCR (at most ${IMAGE_UPLOAD_MAX_BYTES / MB} MB and ${IMAGE_MAX_PIXELS / 1_000_000} megapixels); "diagram" also answers label boxes`,
    access: 'user',
    body: z.object({ file: z.file(), model_type: ImageModelType }),
    multipart: true,
    maxBodyBytes: IMAGE_UPLOAD_MAX_BYTES,
    responses: { 200: ImageOcrResult, ...uploadErrors },
  }),
  urlsToMarkdownCreate: defineRoute({
    operationId: 'urlsToMarkdownCreate',
    method: 'POST',
    path: '/api/urls-to-markdown/',
    tag,
    summary: `Read every http(s) link in the text (at most ${URLS_TO_MARKDOWN_MAX_URLS}) as markdown; public addresses only`,
    access: 'user',
    body: UrlsToMarkdownBody,
    bodyParam: 'urlsToMarkdown',
    responses: { 200: UrlsToMarkdownResponse, ...userErrors },
  }),
} as const;
