import type { QuestionType } from '@quizwise/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateBalance } from '../../../api/get-me.js';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { teachingKeys } from './keys.js';

/** Skills per class and per student, over time, with the written analysis. */
export function useInsights(classId: number) {
  const client = useClient();
  return useQuery({
    queryKey: teachingKeys.insights(classId),
    queryFn: () => request(() => client.teaching.teachingClassInsights({ id: classId })),
  });
}

/**
 * Generates a follow-up quiz on the class's weakest skills (spends credits) and saves it to the
 * library, so it can be reviewed and assigned; resolves with the saved quiz.
 */
export function useFollowUpQuiz(classId: number) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { questions: number; question_types?: QuestionType[] }) => {
      const generated = await request(() => client.teaching.teachingFollowUpQuiz({ id: classId, body }));
      const quiz = { title: generated.title, question_sets: generated.question_sets, quiz_type: 'follow-up' };
      // Saved from the draft the server kept, so a refused save leaves the paid quiz in Drafts.
      const draftId = generated.draft_id;
      // The same follow-up asked again is the quiz already saved from it: no second copy.
      const savedId = generated.quiz_id;
      if (typeof savedId === 'number') return request(() => client.quizzes.quizzesRetrieve({ id: savedId }));
      return request(() =>
        typeof draftId === 'number'
          ? client.quizDrafts.quizDraftsSave({ id: draftId, body: quiz })
          : client.quizzes.quizzesCreate({ body: quiz }),
      );
    },
    onSettled: () => invalidateBalance(queryClient),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teachingKeys.quizzes }),
  });
}
