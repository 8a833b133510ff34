import type { Quiz, QuizBody } from '@quizwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { collectionsRootKey } from '../../../api/query-roots.js';
import { quizKeys } from './keys.js';

/** Where the editor's content goes: a saved quiz (PATCH), a draft (saved as a quiz), or a new quiz. */
export interface SaveTarget {
  id: number | null;
  /** The draft being edited: saving turns it into a quiz and removes it. */
  draftId?: number | null;
  body: QuizBody;
}

/**
 * Saves a new quiz (`POST /api/create-quiz/`), a draft as a quiz (`POST /api/quiz-drafts/{id}/save/`)
 * or changes a saved one (`PATCH …/update/`).
 */
export function useSaveQuiz() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draftId, body }: SaveTarget): Promise<Quiz> =>
      request(() =>
        id !== null
          ? client.quizzes.quizzesPartialUpdate({ id, body })
          : draftId
            ? client.quizDrafts.quizDraftsSave({ id: draftId, body })
            : client.quizzes.quizzesCreate({ body }),
      ),
    onSuccess: (quiz, { draftId }) => {
      // The draft is gone; its detail is dropped by the draft page when it closes (dropping it here,
      // while the page still shows it, would refetch it and meet a 404).
      if (draftId) void queryClient.invalidateQueries({ queryKey: [...quizKeys.drafts, 'list'] });
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
