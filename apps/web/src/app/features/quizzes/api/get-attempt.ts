import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '../../../lib/client.js';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { quizKeys } from './keys.js';

/** One graded attempt with its analysis. */
export function attemptQueryOptions(client: Client, id: number) {
  return queryOptions({
    queryKey: quizKeys.attempt(id),
    queryFn: () => request(() => client.quizAi.quizAttemptsRetrieve({ id })),
    staleTime: Infinity,
  });
}

/** One graded attempt. */
export function useAttempt(id: number) {
  return useQuery(attemptQueryOptions(useClient(), id));
}
