import type { Quiz, QuizBody } from '@quizwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { collectionsRootKey } from '../../../api/query-roots.js';
import { quizKeys } from './keys.js';

/** Saves a new quiz (`POST /api/create-quiz/`) or changes a saved one (`PATCH …/update/`). */
export function useSaveQuiz() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: QuizBody }): Promise<Quiz> =>
      request(() =>
        id === null
          ? client.quizzes.quizzesCreate({ body })
          : client.quizzes.quizzesPartialUpdate({ id, body }),
      ),
    onSuccess: (quiz) => {
      queryClient.setQueryData(quizKeys.detail(quiz.id), quiz);
      void queryClient.invalidateQueries({ queryKey: quizKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: [...quizKeys.all, 'search'] });
      // A quiz made from a collection changes that collection's quiz count.
      if (quiz.collection !== null) {
        void queryClient.invalidateQueries({ queryKey: collectionsRootKey });
      }
    },
  });
}
