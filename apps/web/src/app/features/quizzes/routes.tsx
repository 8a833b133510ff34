// Placeholder routes for the quizzes feature (8b replaces this file and the screens).
import type { RouteObject } from 'react-router';
import { paths } from '../../paths.js';

const placeholder = (title: string) => async () => {
  const { ComingSoon } = await import('../../components/coming-soon.js');
  return { Component: () => <ComingSoon title={title} /> };
};

export const routes: RouteObject[] = [
  { path: paths.quizzes.path, lazy: placeholder('Quizzes') },
  { path: paths.quiz.path, lazy: placeholder('Quiz') },
  { path: paths.quizEdit.path, lazy: placeholder('Edit quiz') },
  { path: paths.quizPractice.path, lazy: placeholder('Practice') },
  { path: paths.attempt.path, lazy: placeholder('Results') },
];
