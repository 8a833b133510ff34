// Limits that both the client and the server check live here, so the two never disagree.

export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const SEARCH_RESULT_LIMIT = 50;

export const NAME_MAX_LENGTH = 255;
/** Raw text and note bodies: generous, but bounded so one request cannot exhaust memory. */
export const CONTENT_MAX_LENGTH = 1_000_000;
/** Largest JSON body the server parses (bytes). */
export const JSON_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;

export const QUESTIONS_PER_CREDIT = 20;

export const PDF_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const PDF_MAX_PAGES = 300;
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const DOCUMENT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** A diagram write: two images as base64 data URLs (4/3 of their size) plus the rest of the body. */
export const DIAGRAM_BODY_MAX_BYTES = Math.ceil((IMAGE_UPLOAD_MAX_BYTES * 2 * 4) / 3) + 1024 * 1024;

export const URLS_TO_MARKDOWN_MAX_URLS = 5;

/** The most questions one option may ask for by number (`questionsQuantity: 'specified'`). */
export const QUIZ_SPECIFIED_MAX = 50;
/** How many questions `few`, `some` and `many` ask for (the engine may make fewer from short material). */
export const QUIZ_QUANTITY = { few: 5, some: 10, many: 20 } as const;

/** What one AI draft of topic notes costs (`GET /api/ai-generated-topic/`), in credits. */
export const TOPIC_NOTES_COST = 1;

/** What generating `questions` costs: one credit per QUESTIONS_PER_CREDIT questions, at least one. */
export function creditsForQuestions(questions: number): number {
  return Math.max(1, Math.ceil(questions / QUESTIONS_PER_CREDIT));
}
