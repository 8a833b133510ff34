import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withCsrfHeader } from '@quizwise/api-client';
import { invalidateBalance } from '../../../api/get-me.js';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';

/**
 * Asks for AI study notes on a topic (`GET /api/ai-generated-topic/?topic=`, 1 credit). A mutation,
 * not a query: it spends credits, so it runs only when the student asks, and the balance is
 * refreshed afterwards (a 402 opens the credits dialog). The server guards it with CSRF like a POST.
 */
export function useDraftTopicNotes() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topic: string) =>
      request(() => client.aiTopics.aiGeneratedTopicRetrieve({ topic }, withCsrfHeader())),
    onSettled: () => invalidateBalance(queryClient),
  });
}
