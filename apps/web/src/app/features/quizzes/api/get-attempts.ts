import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '../../../lib/client.js';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { quizKeys } from './keys.js';

/** The newest attempts at one quiz (first page). */
export function quizAttemptsQueryOptions(client: Client, quizId: number) {
  return queryOptions({
    queryKey: quizKeys.attemptList(quizId),
    queryFn: () => request(() => client.quizAi.quizAttemptsList({ quizId, pageSize: '5' })),
  });
}

/** Recent attempts at a quiz. */
export function useQuizAttempts(quizId: number) {
  return useQuery(quizAttemptsQueryOptions(useClient(), quizId));
}
