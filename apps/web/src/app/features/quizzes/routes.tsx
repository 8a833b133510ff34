import type { RouteObject } from 'react-router';
import { paths } from '../../paths.js';

// Each screen is its own lazily loaded chunk.
export const routes: RouteObject[] = [
  {
    path: paths.quizzes.path,
    lazy: async () => ({ Component: (await import('./quizzes-page.js')).QuizzesPage }),
  },
  {
    path: paths.newQuiz.path,
    lazy: async () => ({ Component: (await import('./new-quiz-page.js')).NewQuizPage }),
  },
  {
    path: paths.quizDrafts.path,
    lazy: async () => ({ Component: (await import('./drafts-page.js')).DraftsPage }),
  },
  {
    path: paths.quizDraft.path,
    lazy: async () => ({ Component: (await import('./draft-page.js')).DraftPage }),
  },
  {
    path: paths.quiz.path,
    lazy: async () => ({ Component: (await import('./quiz-page.js')).QuizPage }),
  },
  {
    path: paths.quizEdit.path,
    lazy: async () => ({ Component: (await import('./quiz-edit-page.js')).QuizEditPage }),
  },
  {
    path: paths.quizPractice.path,
    lazy: async () => ({ Component: (await import('./quiz-practice-page.js')).QuizPracticePage }),
  },
  {
    path: paths.attempt.path,
    lazy: async () => ({ Component: (await import('./attempt-page.js')).AttemptPage }),
  },
];
