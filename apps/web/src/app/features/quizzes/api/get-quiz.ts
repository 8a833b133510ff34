import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '../../../lib/client.js';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { quizKeys } from './keys.js';

/** One saved quiz with its question sets. */
export function quizQueryOptions(client: Client, id: number) {
  return queryOptions({
    queryKey: quizKeys.detail(id),
    queryFn: () => request(() => client.quizzes.quizzesRetrieve({ id })),
  });
}

/** One saved quiz; `enabled: false` waits (e.g. until an attempt says which quiz it was). */
export function useQuiz(id: number, enabled = true) {
  return useQuery({ ...quizQueryOptions(useClient(), id), enabled: enabled && id > 0 });
}
