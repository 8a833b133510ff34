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
import { CONTENT_MAX_LENGTH, NAME_MAX_LENGTH } from '../lib/limits.js';
import { DocumentFormat } from './raw-texts.js';

/** Most ids one note may reference in one list (bounds the work of one request). */
export const STUDY_NOTE_MAX_REFS = 200;

export const UserGeneratedTopic = z.object({
  id: z.number().int(),
  name: z.string(),
  subject_info: z.string(),
  content: z.string(),
  /** The owner's user id (DRF's `topic_user`). */
  topic_user: z.number().int(),
});
export type UserGeneratedTopic = z.infer<typeof UserGeneratedTopic>;

export const StudyNote = z.object({
  id: z.number().int(),
  name: z.string(),
  user: z.number().int(),
  subjects: z.array(z.number().int()),
  topics: z.array(z.number().int()),
  user_generated_topics: z.array(z.number().int()),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type StudyNote = z.infer<typeof StudyNote>;

export const StudyNoteSubject = z.object({
  id: z.number().int(),
  name: z.string(),
  grade_level: z.string(),
  system: z.string(),
  detail: z.string(),
  /** Only the topics chosen in this note. */
  topics: z.array(
    z.object({ id: z.number().int(), name: z.string(), content: z.string().nullable().optional() }),
  ),
});

export const StudyNoteDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  user: z.number().int(),
  subjects: z.array(StudyNoteSubject),
  user_generated_topics: z.array(UserGeneratedTopic),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type StudyNoteDetail = z.infer<typeof StudyNoteDetail>;

const name = z
  .string()
  .trim()
  .min(1, 'This field may not be blank.')
  .max(NAME_MAX_LENGTH, `Ensure this field has no more than ${NAME_MAX_LENGTH} characters.`);
const refId = z
  .number({ message: 'Incorrect type. Expected pk value.' })
  .int('Incorrect type. Expected pk value.')
  .positive('Incorrect type. Expected pk value.')
  .max(2_147_483_647, 'Incorrect type. Expected pk value.');
const idList = z
  .array(refId)
  .max(STUDY_NOTE_MAX_REFS, `Ensure this field has no more than ${STUDY_NOTE_MAX_REFS} elements.`);

export const NewUserGeneratedTopic = z.object({
  name,
  subject_info: z.string().trim().max(NAME_MAX_LENGTH).default(''),
  content: z.string().max(CONTENT_MAX_LENGTH).default(''),
});
export type NewUserGeneratedTopic = z.infer<typeof NewUserGeneratedTopic>;

export const StudyNoteCreateBody = z.object({
  name,
  subjects: idList.default([]),
  /** Catalogue topic ids; each must belong to one of `subjects`. */
  topics: idList.default([]),
  /** Ids of the caller's own user-generated topics. */
  user_generated_topics: idList.default([]),
  /** Topics to create (owned by the caller) and attach, in the same transaction. */
  new_user_generated_topics: z.array(NewUserGeneratedTopic).max(STUDY_NOTE_MAX_REFS).default([]),
});
export type StudyNoteCreateBody = z.infer<typeof StudyNoteCreateBody>;

/** PUT replaces everything: omitted lists become empty. */
export const StudyNoteUpdateBody = StudyNoteCreateBody;
export type StudyNoteUpdateBody = z.infer<typeof StudyNoteUpdateBody>;

/** PATCH: omitted fields stay as they are; `user_generated_topics` lists the ids to keep. */
export const StudyNotePatchBody = z.object({
  name: name.optional(),
  subjects: idList.optional(),
  topics: idList.optional(),
  user_generated_topics: idList.optional(),
  new_user_generated_topics: z.array(NewUserGeneratedTopic).max(STUDY_NOTE_MAX_REFS).optional(),
});
export type StudyNotePatchBody = z.infer<typeof StudyNotePatchBody>;

export const StudyNoteDownloadQuery = z.object({
  file_format: DocumentFormat,
  separate_by: z.enum(['none', 'subject', 'topic']),
});

const tag = 'StudyNotes';

export const studyNoteRoutes = {
  studyNotesCreate: defineRoute({
    operationId: 'studyNotesCreate',
    method: 'POST',
    path: '/api/user-study-notes-create/',
    tag,
    summary: 'Create a study note from catalogue subjects/topics and the caller’s own topics',
    access: 'user',
    body: StudyNoteCreateBody,
    responses: { 201: StudyNote, ...userErrors },
  }),
  studyNotesList: defineRoute({
    operationId: 'studyNotesList',
    method: 'GET',
    path: '/api/user-study-notes/',
    tag,
    summary: "The caller's study notes, newest first (paginated, summary shape)",
    access: 'user',
    query: PageQuery,
    responses: { 200: paginated(StudyNote), ...userErrors },
  }),
  studyNotesSearch: defineRoute({
    operationId: 'studyNotesSearch',
    method: 'GET',
    path: '/api/user-study-notes/search/',
    tag,
    summary: "Search the caller's study notes (name, own topics' names and content), best match first",
    access: 'user',
    query: SearchQuery,
    responses: { 200: z.array(StudyNote), ...userErrors },
  }),
  studyNotesRetrieve: defineRoute({
    operationId: 'studyNotesRetrieve',
    method: 'GET',
    path: '/api/user-study-notes/{id}/',
    tag,
    summary: 'One study note, detailed: subjects with their chosen topics, and the user topics in full',
    access: 'user',
    params: IdParams,
    responses: { 200: StudyNoteDetail, ...userErrors },
  }),
  studyNotesUpdate: defineRoute({
    operationId: 'studyNotesUpdate',
    method: 'PUT',
    path: '/api/user-study-notes/{id}/update/',
    tag,
    summary: 'Replace a study note (omitted lists become empty)',
    access: 'user',
    params: IdParams,
    body: StudyNoteUpdateBody,
    responses: { 200: StudyNote, ...userErrors },
  }),
  studyNotesPartialUpdate: defineRoute({
    operationId: 'studyNotesPartialUpdate',
    method: 'PATCH',
    path: '/api/user-study-notes/{id}/update/',
    tag,
    summary: 'Change some fields of a study note',
    access: 'user',
    params: IdParams,
    body: StudyNotePatchBody,
    responses: { 200: StudyNote, ...userErrors },
  }),
  studyNotesDestroy: defineRoute({
    operationId: 'studyNotesDestroy',
    method: 'DELETE',
    path: '/api/user-study-notes/{id}/delete/',
    tag,
    summary: 'Delete a study note (its user topics stay in the library)',
    access: 'user',
    params: IdParams,
    responses: { 204: null, 403: ErrorDetail, 404: ErrorDetail },
    responseKind: 'void',
  }),
} as const;

/** The file export of a study note; served by the documents feature. */
export const studyNoteFileRoutes = {
  studyNotesDownload: defineRoute({
    operationId: 'studyNotesDownload',
    method: 'GET',
    path: '/api/download-study-note/{id}/',
    tag,
    summary: 'Download a study note as PDF, DOCX, TXT or Markdown, optionally one section per subject/topic',
    access: 'user',
    params: IdParams,
    query: StudyNoteDownloadQuery,
    responses: { 200: null, ...userErrors },
    responseKind: 'blob',
  }),
} as const;
