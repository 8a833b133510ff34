import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '../../../lib/client.js';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { quizKeys } from './keys.js';

/** The built-in categories and the caller's own. */
export function categoriesQueryOptions(client: Client) {
  return queryOptions({
    queryKey: quizKeys.categories,
    queryFn: () => request(() => client.categories.categoriesList()),
    staleTime: 5 * 60_000,
  });
}

/** Every category the caller can pick. */
export function useCategories() {
  return useQuery(categoriesQueryOptions(useClient()));
}
