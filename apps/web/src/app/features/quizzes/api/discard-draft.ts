import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { quizKeys } from './keys.js';

/** Discards a draft (`DELETE /api/quiz-drafts/{id}/`). */
export function useDiscardDraft() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(() => client.quizDrafts.quizDraftsDestroy({ id })),
    onSettled: (_data, _error, id) => {
      queryClient.removeQueries({ queryKey: quizKeys.draft(id) });
      void queryClient.invalidateQueries({ queryKey: [...quizKeys.drafts, 'list'] });
    },
  });
}
