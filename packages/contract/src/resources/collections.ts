import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import {
  ErrorDetail,
  Id,
  IdParams,
  isoDateTime,
  PageQuery,
  paginated,
  SearchQuery,
  userErrors,
} from '../lib/common.js';
import { NAME_MAX_LENGTH } from '../lib/limits.js';

export const COLLECTION_MAX_MEMBERS = 500;

const memberIds = z
  .array(Id)
  .max(COLLECTION_MAX_MEMBERS, `Ensure this field has no more than ${COLLECTION_MAX_MEMBERS} elements.`);

/** A member as shown inside a collection: enough to list it without another call. */
export const CollectionMember = z.object({ id: z.number().int(), name: z.string() });

export const Collection = z.object({
  id: z.number().int(),
  name: z.string(),
  user: z.number().int(),
  raw_texts: z.array(z.number().int()),
  study_notes: z.array(z.number().int()),
  diagrams: z.array(z.number().int()),
  /** The same members with their names, in the order of the id lists. */
  members: z.object({
    raw_texts: z.array(CollectionMember),
    study_notes: z.array(CollectionMember),
    diagrams: z.array(CollectionMember),
  }),
  quiz_count: z.number().int(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Collection = z.infer<typeof Collection>;

export const CollectionListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  quiz_count: z.number().int(),
  created_at: isoDateTime,
});
export type CollectionListItem = z.infer<typeof CollectionListItem>;

export const CollectionBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'This field may not be blank.')
    .max(NAME_MAX_LENGTH, `Ensure this field has no more than ${NAME_MAX_LENGTH} characters.`),
  raw_texts: memberIds.optional(),
  study_notes: memberIds.optional(),
  diagrams: memberIds.optional(),
});
export type CollectionBody = z.infer<typeof CollectionBody>;
export const CollectionPatchBody = CollectionBody.partial();
export type CollectionPatchBody = z.infer<typeof CollectionPatchBody>;

const tag = 'Collections';

export const collectionRoutes = {
  collectionsCreate: defineRoute({
    operationId: 'collectionsCreate',
    method: 'POST',
    path: '/api/collections/create/',
    tag,
    summary: "Create a collection of the caller's raw texts, study notes and diagrams",
    access: 'user',
    body: CollectionBody,
    responses: { 201: Collection, ...userErrors },
  }),
  collectionsList: defineRoute({
    operationId: 'collectionsList',
    method: 'GET',
    path: '/api/collections/',
    tag,
    summary: "The caller's collections, newest first (paginated)",
    access: 'user',
    query: PageQuery,
    responses: { 200: paginated(CollectionListItem), ...userErrors },
  }),
  collectionsSearch: defineRoute({
    operationId: 'collectionsSearch',
    method: 'GET',
    path: '/api/collections/search/',
    tag,
    summary: "Search the caller's collections by name, best match first, at most 50",
    access: 'user',
    query: SearchQuery,
    responses: { 200: z.array(CollectionListItem), ...userErrors },
  }),
  collectionsRetrieve: defineRoute({
    operationId: 'collectionsRetrieve',
    method: 'GET',
    path: '/api/collections/{id}/',
    tag,
    summary: 'One collection with its members',
    access: 'user',
    params: IdParams,
    responses: { 200: Collection, ...userErrors },
  }),
  collectionsUpdate: defineRoute({
    operationId: 'collectionsUpdate',
    method: 'PUT',
    path: '/api/collections/{id}/update/',
    tag,
    summary: 'Replace a collection (name required; member lists given replace the old ones)',
    access: 'user',
    params: IdParams,
    body: CollectionBody,
    responses: { 200: Collection, ...userErrors },
  }),
  collectionsPartialUpdate: defineRoute({
    operationId: 'collectionsPartialUpdate',
    method: 'PATCH',
    path: '/api/collections/{id}/update/',
    tag,
    summary: 'Change some fields of a collection',
    access: 'user',
    params: IdParams,
    body: CollectionPatchBody,
    responses: { 200: Collection, ...userErrors },
  }),
  collectionsDestroy: defineRoute({
    operationId: 'collectionsDestroy',
    method: 'DELETE',
    path: '/api/collections/{id}/delete/',
    tag,
    summary: 'Delete a collection (its members and quizzes stay)',
    access: 'user',
    params: IdParams,
    responses: { 204: null, 403: ErrorDetail, 404: ErrorDetail },
    responseKind: 'void',
  }),
} as const;
