import type { GenerateQuizBody } from '@quizwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBalance } from '../../../api/get-me.js';
import { request } from '../../../lib/api-error.js';
import { busyRetry } from '../../../lib/busy-retry.js';
import { useClient } from '../../../lib/client-context.js';

/**
 * Generates question sets (`POST /api/generate-quiz/`): charges credits; the server keeps the result as a
 * draft (`draft_id`) until it is saved, so a closed tab loses nothing. A 402 reaches
 * the app's credits dialog through the client's session middleware; the balance is refetched after.
 * A 503 from a busy engine is retried after its Retry-After.
 */
export function useGenerateQuiz() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateQuizBody) => request(() => client.quizAi.quizGenerate({ body })),
    // A busy engine charged nothing: wait as the server asks and try again (the page says so).
    ...busyRetry,
    onSettled: () => invalidateBalance(queryClient),
  });
}
