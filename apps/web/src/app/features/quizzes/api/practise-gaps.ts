import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBalance } from '../../../api/get-me.js';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';

/**
 * Generates a follow-up quiz aimed at an attempt's weakest skills (costs credits like generating;
 * a 402 goes to the app's credits dialog). The quiz is not saved.
 */
export function usePractiseGaps() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, questions = 10 }: { attemptId: number; questions?: number }) =>
      request(() => client.quizAi.quizPractiseGaps({ id: attemptId, body: { questions } })),
    onSettled: () => invalidateBalance(queryClient),
  });
}
