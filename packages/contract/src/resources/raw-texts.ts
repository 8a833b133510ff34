import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import {
  ErrorDetail,
  IdParams,
  PageQuery,
  SearchQuery,
  isoDateTime,
  paginated,
  userErrors,
} from '../lib/common.js';
import { CONTENT_MAX_LENGTH, NAME_MAX_LENGTH, SEARCH_RESULT_LIMIT } from '../lib/limits.js';

export const RawText = z.object({
  id: z.number().int(),
  name: z.string(),
  user: z.number().int(),
  content: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type RawText = z.infer<typeof RawText>;

export const RawTextBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'This field may not be blank.')
    .max(NAME_MAX_LENGTH, `Ensure this field has no more than ${NAME_MAX_LENGTH} characters.`),
  content: z
    .string()
    .min(1, 'This field may not be blank.')
    .max(CONTENT_MAX_LENGTH, `Ensure this field has no more than ${CONTENT_MAX_LENGTH} characters.`),
});
export type RawTextBody = z.infer<typeof RawTextBody>;
export const RawTextPatchBody = RawTextBody.partial();
export type RawTextPatchBody = z.infer<typeof RawTextPatchBody>;

/** Raw-text search answers this many items unless `?limit=` asks for more (up to SEARCH_RESULT_LIMIT). */
export const RAW_TEXT_SEARCH_DEFAULT_LIMIT = 20;
/**
 * `limit` stays a string, like `page_size`: a bad value falls back to the default and a large one is
 * clamped to SEARCH_RESULT_LIMIT, as DRF treats its page-size parameters.
 */
export const RawTextSearchQuery = SearchQuery.extend({
  limit: z
    .string()
    .optional()
    .describe(`Items to return: ${RAW_TEXT_SEARCH_DEFAULT_LIMIT} by default, at most ${SEARCH_RESULT_LIMIT}`),
});

export const DOCUMENT_FORMATS = ['pdf', 'docx', 'txt', 'md'] as const;
export const DocumentFormat = z.enum(DOCUMENT_FORMATS);
export type DocumentFormat = z.infer<typeof DocumentFormat>;
export const RawTextDownloadQuery = z.object({ file_format: DocumentFormat });

const tag = 'RawTexts';

export const rawTextRoutes = {
  rawTextsCreate: defineRoute({
    operationId: 'rawTextsCreate',
    method: 'POST',
    path: '/api/create-raw-text/',
    tag,
    summary: 'Save a raw text (pasted or extracted material)',
    access: 'user',
    body: RawTextBody,
    responses: { 201: RawText, ...userErrors },
  }),
  rawTextsList: defineRoute({
    operationId: 'rawTextsList',
    method: 'GET',
    path: '/api/user-raw-texts/',
    tag,
    summary: "The caller's raw texts, newest first (paginated)",
    access: 'user',
    query: PageQuery,
    responses: { 200: paginated(RawText), ...userErrors },
  }),
  rawTextsSearch: defineRoute({
    operationId: 'rawTextsSearch',
    method: 'GET',
    path: '/api/user-raw-texts/search/',
    tag,
    summary:
      "Full-text search over the caller's raw texts (name and content), best match first, 20 (or `limit`, at most 50)",
    access: 'user',
    query: RawTextSearchQuery,
    responses: { 200: z.array(RawText), ...userErrors },
  }),
  rawTextsRetrieve: defineRoute({
    operationId: 'rawTextsRetrieve',
    method: 'GET',
    path: '/api/user-raw-texts/{id}/',
    tag,
    summary: 'One raw text',
    access: 'user',
    params: IdParams,
    responses: { 200: RawText, ...userErrors },
  }),
  rawTextsUpdate: defineRoute({
    operationId: 'rawTextsUpdate',
    method: 'PUT',
    path: '/api/user-raw-texts/{id}/update/',
    tag,
    summary: 'Replace a raw text (every field required)',
    access: 'user',
    params: IdParams,
    body: RawTextBody,
    responses: { 200: RawText, ...userErrors },
  }),
  rawTextsPartialUpdate: defineRoute({
    operationId: 'rawTextsPartialUpdate',
    method: 'PATCH',
    path: '/api/user-raw-texts/{id}/update/',
    tag,
    summary: 'Change some fields of a raw text',
    access: 'user',
    params: IdParams,
    body: RawTextPatchBody,
    responses: { 200: RawText, ...userErrors },
  }),
  rawTextsDestroy: defineRoute({
    operationId: 'rawTextsDestroy',
    method: 'DELETE',
    path: '/api/user-raw-texts/{id}/delete/',
    tag,
    summary: 'Delete a raw text',
    access: 'user',
    params: IdParams,
    responses: { 204: null, 403: ErrorDetail, 404: ErrorDetail },
    responseKind: 'void',
  }),
} as const;

/** The file export of a raw text; served by the documents feature. */
export const rawTextFileRoutes = {
  rawTextsDownload: defineRoute({
    operationId: 'rawTextsDownload',
    method: 'GET',
    path: '/api/download-raw-text/{id}/',
    tag,
    summary: 'Download a raw text as PDF, DOCX, TXT or Markdown',
    access: 'user',
    params: IdParams,
    query: RawTextDownloadQuery,
    responses: { 200: null, ...userErrors },
    responseKind: 'blob',
  }),
} as const;
