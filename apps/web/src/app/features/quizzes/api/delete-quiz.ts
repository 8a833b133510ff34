import type { Paginated, Quiz } from '@quizwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { quizKeys } from './keys.js';

/**
 * Deletes a quiz, taking it out of every cached list at once and putting the lists back if the API
 * refuses (optimistic update with roll-back).
 */
export function useDeleteQuiz() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(() => client.quizzes.quizzesDestroy({ id })),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: quizKeys.all });
      const lists = queryClient.getQueriesData<Paginated<Quiz>>({ queryKey: quizKeys.lists() });
      const searches = queryClient.getQueriesData<Quiz[]>({ queryKey: [...quizKeys.all, 'search'] });
      queryClient.setQueriesData<Paginated<Quiz>>({ queryKey: quizKeys.lists() }, (page) =>
        page
          ? { ...page, count: page.count - 1, results: page.results.filter((quiz) => quiz.id !== id) }
          : page,
      );
      queryClient.setQueriesData<Quiz[]>({ queryKey: [...quizKeys.all, 'search'] }, (found) =>
        found?.filter((quiz) => quiz.id !== id),
      );
      return { snapshot: [...lists, ...searches] };
    },
    onError: (_error, _id, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: (_data, _error, id) => {
      queryClient.removeQueries({ queryKey: quizKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: quizKeys.lists() });
    },
  });
}
