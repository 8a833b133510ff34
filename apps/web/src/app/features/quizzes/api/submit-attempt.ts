import type { QuestionSet } from '@quizwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { reviewRootKey } from '../../../api/query-roots.js';
import { quizKeys } from './keys.js';

export interface AttemptInput {
  /** A saved quiz is graded by id; an unsaved one (a draft) sends its question sets. */
  quizId: number | null;
  questionSets?: QuestionSet[];
  responses: Array<{ set_index: number; question_index: number; response: string | null }>;
}

/** Grades an attempt (`POST /api/process-quiz-results/`); the answer is the stored attempt with its analysis. */
export function useSubmitAttempt() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quizId, questionSets, responses }: AttemptInput) =>
      request(() =>
        client.quizAi.quizProcessResults({
          body:
            quizId === null
              ? { question_sets: questionSets ?? [], responses }
              : { quiz_id: quizId, responses },
        }),
      ),
    onSuccess: (attempt) => {
      queryClient.setQueryData(quizKeys.attempt(attempt.id), attempt);
      void queryClient.invalidateQueries({ queryKey: [...quizKeys.attempts, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['progress'] });
      // A practised saved quiz grades its review cards: the badge and Progress's due count move together.
      void queryClient.invalidateQueries({ queryKey: reviewRootKey });
    },
  });
}
