import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import { ErrorDetail, PaymentRequired, ValidationErrorBody } from '../lib/common.js';

export const TopicNotesQuery = z.object({
  topic: z
    .string()
    .trim()
    .min(1, 'This field may not be blank.')
    .max(200, 'Ensure this field has no more than 200 characters.'),
});

/** Study notes on a topic: where it sits in the catalogue, its name, and markdown notes naming their sources. */
export const AiGeneratedTopic = z.object({
  subject_info: z.string(),
  topic_name: z.string(),
  study_notes: z.string(),
});
export type AiGeneratedTopic = z.infer<typeof AiGeneratedTopic>;

export const topicNoteRoutes = {
  aiGeneratedTopicRetrieve: defineRoute({
    operationId: 'aiGeneratedTopicRetrieve',
    method: 'GET',
    path: '/api/ai-generated-topic/',
    tag: 'AiGeneratedTopic',
    summary:
      "Study notes on a topic from the subject catalogue and the caller's own material (costs 1 credit)",
    access: 'user',
    csrf: 'always',
    query: TopicNotesQuery,
    responses: {
      200: AiGeneratedTopic,
      400: ValidationErrorBody,
      402: PaymentRequired,
      403: ErrorDetail,
      502: ErrorDetail,
      503: ErrorDetail,
    },
  }),
} as const;
