import type { RouteDef } from './lib/route.js';
import { authRoutes } from './resources/auth.js';
import { systemRoutes } from './resources/system.js';
import { analyticsRoutes } from './resources/analytics.js';
import { materialRoutes } from './resources/materials.js';
import { rawTextFileRoutes, rawTextRoutes } from './resources/raw-texts.js';
import { categoryRoutes, quizRoutes } from './resources/quizzes.js';
import { collectionRoutes } from './resources/collections.js';
import { creditRoutes } from './resources/account-data.js';
import { planRoutes } from './resources/plans.js';
import { chatRoutes } from './resources/chats.js';
import { topicNoteRoutes } from './resources/topic-notes.js';
import { subjectRoutes } from './resources/subjects.js';
import { studyNoteFileRoutes, studyNoteRoutes } from './resources/study-notes.js';
import { diagramRoutes } from './resources/diagrams.js';
import { quizAiRoutes } from './resources/quiz-ai.js';
import { quizDraftRoutes } from './resources/quiz-drafts.js';
import { documentRoutes } from './resources/documents.js';
import { teachingRoutes } from './resources/teaching.js';
import { billingRoutes } from './resources/billing.js';
import { reviewRoutes } from './resources/review.js';
import { liveRoutes } from './resources/live.js';

/**
 * Every API operation, keyed by operationId. Add a resource's routes here with one spread line.
 */
export const routes = {
  ...systemRoutes,
  ...authRoutes,
  ...analyticsRoutes,
  ...materialRoutes,
  ...rawTextRoutes,
  ...rawTextFileRoutes,
  ...quizRoutes,
  ...categoryRoutes,
  ...collectionRoutes,
  ...chatRoutes,
  ...topicNoteRoutes,
  ...creditRoutes,
  ...planRoutes,
  ...subjectRoutes,
  ...studyNoteRoutes,
  ...studyNoteFileRoutes,
  ...diagramRoutes,
  ...quizAiRoutes,
  ...quizDraftRoutes,
  ...documentRoutes,
  ...teachingRoutes,
  ...billingRoutes,
  ...reviewRoutes,
  ...liveRoutes,
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type OperationId = keyof Routes;
