import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '../../../lib/client.js';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { quizKeys } from './keys.js';

/** Quizzes whose title or category match, best first (at most 50). */
export function searchQuizzesQueryOptions(client: Client, query: string) {
  return queryOptions({
    queryKey: quizKeys.search(query),
    queryFn: () => request(() => client.quizzes.quizzesSearch({ query })),
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Search results for a (debounced) query; idle while the query is blank. */
export function useSearchQuizzes(query: string) {
  return useQuery(searchQuizzesQueryOptions(useClient(), query));
}
