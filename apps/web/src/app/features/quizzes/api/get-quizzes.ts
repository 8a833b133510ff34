import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '../../../lib/client.js';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { quizKeys } from './keys.js';

export const QUIZZES_PAGE_SIZE = 12;

/** One page of the caller's quizzes, newest first. */
export function quizzesQueryOptions(client: Client, page: number) {
  return queryOptions({
    queryKey: quizKeys.list(page),
    queryFn: () =>
      request(() => client.quizzes.quizzesList({ page: String(page), pageSize: String(QUIZZES_PAGE_SIZE) })),
    placeholderData: keepPreviousData,
  });
}

/** One page of quizzes. */
export function useQuizzes(page: number) {
  return useQuery(quizzesQueryOptions(useClient(), page));
}
