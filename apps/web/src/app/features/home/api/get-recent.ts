import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import type { Client } from '../../../lib/client.js';
import { useClient } from '../../../lib/client-context.js';

const FEW = { page: '1', pageSize: '5' };

/** Query options for the dashboard: the newest raw texts and quizzes and the latest attempts. */
export function recentQueryOptions(client: Client) {
  return queryOptions({
    queryKey: ['home', 'recent'] as const,
    queryFn: () =>
      request(async () => {
        const [rawTexts, quizzes, attempts] = await Promise.all([
          client.rawTexts.rawTextsList(FEW),
          client.quizzes.quizzesList(FEW),
          client.quizAi.quizAttemptsList(FEW),
        ]);
        return { rawTexts, quizzes, attempts };
      }),
  });
}

/** What the dashboard shows: recent material, quizzes and results. */
export function useRecent() {
  return useQuery(recentQueryOptions(useClient()));
}
