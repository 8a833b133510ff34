import type { QuizDraftPatchBody } from '@quizwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { quizKeys } from './keys.js';

/** Keeps the editor's unsaved edits in the draft (`PATCH /api/quiz-drafts/{id}/`). */
export function useAutosaveDraft() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    // One after another, so an older autosave can never land after a newer one.
    scope: { id: 'quiz-draft-autosave' },
    mutationFn: ({ id, body }: { id: number; body: QuizDraftPatchBody }) =>
      request(() => client.quizDrafts.quizDraftsPartialUpdate({ id, body })),
    onSuccess: (draft) => {
      // The list shows the title and question count; the detail stays as the editor holds it.
      void queryClient.invalidateQueries({ queryKey: [...quizKeys.drafts, 'list'] });
      queryClient.setQueryData(quizKeys.draft(draft.id), draft);
    },
  });
}
