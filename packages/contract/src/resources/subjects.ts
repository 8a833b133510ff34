import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import { IdParams, SearchQuery, userErrors } from '../lib/common.js';

/** One search hit; `subject_id` is what the spec names, `id` the same value for REST-minded clients. */
export const SubjectSearchResult = z.object({
  subject_id: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  system: z.string(),
  grade_level: z.string(),
});
export type SubjectSearchResult = z.infer<typeof SubjectSearchResult>;

export const CatalogueTopic = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.string().nullable(),
});
export type CatalogueTopic = z.infer<typeof CatalogueTopic>;

export const SubjectDetails = z.object({
  id: z.number().int(),
  name: z.string(),
  grade_level: z.string(),
  system: z.string(),
  detail: z.string(),
  topics: z.array(CatalogueTopic),
});
export type SubjectDetails = z.infer<typeof SubjectDetails>;

const tag = 'Subjects';

export const subjectRoutes = {
  subjectsSearch: defineRoute({
    operationId: 'subjectsSearch',
    method: 'GET',
    path: '/api/search-subjects/',
    tag,
    summary: 'Search the shipped subject catalogue by name, system or level, best match first, at most 50',
    access: 'user',
    query: SearchQuery,
    responses: { 200: z.array(SubjectSearchResult), ...userErrors },
  }),
  subjectsDetails: defineRoute({
    operationId: 'subjectsDetails',
    method: 'GET',
    path: '/api/subject-details/{id}/',
    tag,
    summary: 'One catalogue subject with its topics (in course order) and their study content',
    access: 'user',
    params: IdParams,
    responses: { 200: SubjectDetails, ...userErrors },
  }),
} as const;
