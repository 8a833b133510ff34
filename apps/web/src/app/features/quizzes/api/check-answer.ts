import type { AnswerCheck, Question } from '@quizwise/contract';
import { useCallback } from 'react';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';

/**
 * Checks one practice answer with the server's tolerant grader (`POST /api/check-answer/`), the same
 * grader the attempt is marked by: right, right but misspelt, or wrong.
 */
export function useCheckAnswer(): (question: Question, response: string) => Promise<AnswerCheck> {
  const client = useClient();
  return useCallback(
    (question, response) => request(() => client.quizAi.quizCheckAnswer({ body: { question, response } })),
    [client],
  );
}
