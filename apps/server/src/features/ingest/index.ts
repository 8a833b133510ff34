// Material in (issue 6): turning uploads and links into text. Framework-free; the HTTP routes call these.
export { extractPdfText, PDF_FAILURE_REASONS } from './pdf-text.js';
export type { ExtractPdfOptions, PdfFailureReason, PdfText } from './pdf-text.js';
export { extractDocumentText, DOCUMENT_FAILURE_REASONS } from './document-text.js';
export type { DocumentFailureReason, DocumentText } from './document-text.js';
export { createOcrEngine, recognise, OCR_MODES, OCR_FAILURE_REASONS } from './ocr-engine.js';
export type { OcrAnswer, OcrEngine, OcrFailureReason, OcrMode, RecogniseOptions } from './ocr-engine.js';
export { decodeImage, IMAGE_FAILURE_REASONS } from './image-decode.js';
export type { ImageFailureReason } from './image-decode.js';
export { urlsToMarkdown, findUrls } from './urls-to-markdown.js';
export type { MarkdownText, UrlsToMarkdown, UrlsToMarkdownOptions } from './urls-to-markdown.js';
export { safeFetch, FETCH_FAILURE_REASONS } from './safe-fetch.js';
export type { FetchFailureReason, SafeFetchOptions } from './safe-fetch.js';
export { isPublicAddress } from './address-policy.js';
export type { Result } from './result.js';
