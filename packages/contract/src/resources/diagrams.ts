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
import { DIAGRAM_BODY_MAX_BYTES, IMAGE_UPLOAD_MAX_BYTES, NAME_MAX_LENGTH } from '../lib/limits.js';
import { Rectangle } from './quiz-shapes.js';

/** Most label boxes one diagram may carry. */
export const DIAGRAM_MAX_RECTANGLES = 500;
/** Most ids one fetch-by-ids call may ask for. */
export const FETCH_BY_IDS_MAX = 100;

export const Diagram = z.object({
  id: z.number().int(),
  name: z.string(),
  /** URL of the image; only its owner can fetch it. */
  image: z.string().nullable(),
  labeled_image: z.string().nullable(),
  rectangles_data: z.array(Rectangle),
  user: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Diagram = z.infer<typeof Diagram>;

const name = z
  .string()
  .trim()
  .min(1, 'This field may not be blank.')
  .max(NAME_MAX_LENGTH, `Ensure this field has no more than ${NAME_MAX_LENGTH} characters.`);
/**
 * An image as a `data:image/png|jpeg|webp;base64,…` URL. The same routes also take multipart
 * form-data with `image` / `labeled_image` as file parts (and `rectangles_data` as a JSON part).
 * The bytes must be a real PNG, JPEG or WebP of at most IMAGE_UPLOAD_MAX_BYTES.
 */
const imageDataUrl = z
  .string()
  .min(1, 'This field may not be blank.')
  .describe(`data:image/…;base64 URL of a PNG, JPEG or WebP, at most ${IMAGE_UPLOAD_MAX_BYTES} bytes`);
const rectangles = z
  .array(Rectangle)
  .max(DIAGRAM_MAX_RECTANGLES, `Ensure this field has no more than ${DIAGRAM_MAX_RECTANGLES} elements.`);

export const DiagramBody = z.object({
  name,
  image: imageDataUrl,
  labeled_image: imageDataUrl.nullable().optional(),
  /** Boxes that must lie within `image`. */
  rectangles_data: rectangles.default([]),
});
export type DiagramBody = z.infer<typeof DiagramBody>;

/** PATCH: omitted fields stay; `labeled_image: null` removes the labelled image. */
export const DiagramPatchBody = z.object({
  name: name.optional(),
  image: imageDataUrl.optional(),
  labeled_image: imageDataUrl.nullable().optional(),
  rectangles_data: rectangles.optional(),
});
export type DiagramPatchBody = z.infer<typeof DiagramPatchBody>;

/** `ids=3,5,9`: positive integers, comma-separated (the client sends an array). */
const idCsv = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value),
  z.array(z.unknown()).transform((parts, ctx) => {
    const ids = parts.map((part) => (typeof part === 'number' ? String(part) : part));
    if (ids.length === 0 || ids.some((id) => typeof id !== 'string' || !/^[1-9]\d{0,9}$/.test(id))) {
      ctx.addIssue({ code: 'custom', message: 'Enter a comma-separated list of positive integer ids.' });
      return z.NEVER;
    }
    const numbers = ids.map(Number);
    if (numbers.some((id) => id > 2_147_483_647) || numbers.length > FETCH_BY_IDS_MAX) {
      ctx.addIssue({
        code: 'custom',
        message: `Enter at most ${FETCH_BY_IDS_MAX} ids, each at most 2147483647.`,
      });
      return z.NEVER;
    }
    return [...new Set(numbers)];
  }),
);
export const DiagramFetchByIdsQuery = PageQuery.extend({ ids: idCsv });

const tag = 'Diagrams';

export const diagramRoutes = {
  diagramsCreate: defineRoute({
    operationId: 'diagramsCreate',
    method: 'POST',
    path: '/api/diagrams/create/',
    tag,
    summary: 'Create a diagram (JSON with data URLs, or multipart with image files)',
    access: 'user',
    maxBodyBytes: DIAGRAM_BODY_MAX_BYTES,
    body: DiagramBody,
    responses: { 201: Diagram, ...userErrors, 413: ErrorDetail },
  }),
  diagramsList: defineRoute({
    operationId: 'diagramsList',
    method: 'GET',
    path: '/api/diagrams/',
    tag,
    summary: "The caller's diagrams, newest first (paginated)",
    access: 'user',
    query: PageQuery,
    responses: { 200: paginated(Diagram), ...userErrors },
  }),
  diagramsSearch: defineRoute({
    operationId: 'diagramsSearch',
    method: 'GET',
    path: '/api/diagrams/search/',
    tag,
    summary: "Search the caller's diagrams by name and labels, best match first, at most 50",
    access: 'user',
    query: SearchQuery,
    responses: { 200: z.array(Diagram), ...userErrors },
  }),
  diagramsFetchByIds: defineRoute({
    operationId: 'diagramsFetchByIds',
    method: 'GET',
    path: '/api/diagrams/fetch-by-ids/',
    tag,
    summary: "The caller's diagrams among the given ids (paginated); others' ids are left out",
    access: 'user',
    query: DiagramFetchByIdsQuery,
    csvQuery: ['ids'],
    responses: { 200: paginated(Diagram), ...userErrors },
  }),
  diagramsRetrieve: defineRoute({
    operationId: 'diagramsRetrieve',
    method: 'GET',
    path: '/api/diagrams/{id}/',
    tag,
    summary: 'One diagram',
    access: 'user',
    params: IdParams,
    responses: { 200: Diagram, ...userErrors },
  }),
  diagramsImage: defineRoute({
    operationId: 'diagramsImage',
    method: 'GET',
    path: '/api/diagrams/{id}/image/',
    tag,
    summary: "The diagram's image file (owner only)",
    access: 'user',
    params: IdParams,
    responses: { 200: null, ...userErrors },
    responseKind: 'blob',
  }),
  diagramsLabeledImage: defineRoute({
    operationId: 'diagramsLabeledImage',
    method: 'GET',
    path: '/api/diagrams/{id}/labeled-image/',
    tag,
    summary: "The diagram's labelled image file (owner only)",
    access: 'user',
    params: IdParams,
    responses: { 200: null, ...userErrors },
    responseKind: 'blob',
  }),
  diagramsUpdate: defineRoute({
    operationId: 'diagramsUpdate',
    method: 'PUT',
    path: '/api/diagrams/{id}/update/',
    tag,
    summary: 'Replace a diagram (name and image required; omitted labelled image and boxes are cleared)',
    access: 'user',
    maxBodyBytes: DIAGRAM_BODY_MAX_BYTES,
    params: IdParams,
    body: DiagramBody,
    responses: { 200: Diagram, ...userErrors, 413: ErrorDetail },
  }),
  diagramsPartialUpdate: defineRoute({
    operationId: 'diagramsPartialUpdate',
    method: 'PATCH',
    path: '/api/diagrams/{id}/update/',
    tag,
    summary: 'Change some fields of a diagram',
    access: 'user',
    maxBodyBytes: DIAGRAM_BODY_MAX_BYTES,
    params: IdParams,
    body: DiagramPatchBody,
    responses: { 200: Diagram, ...userErrors, 413: ErrorDetail },
  }),
  diagramsDestroy: defineRoute({
    operationId: 'diagramsDestroy',
    method: 'DELETE',
    path: '/api/diagrams/{id}/delete/',
    tag,
    summary: 'Delete a diagram and its image files',
    access: 'user',
    params: IdParams,
    responses: { 204: null, 403: ErrorDetail, 404: ErrorDetail },
    responseKind: 'void',
  }),
} as const;
