import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import type { Client } from '../../../lib/client.js';
import { useClient } from '../../../lib/client-context.js';
import { studyNoteKeys } from './keys.js';

/** Query options for one catalogue subject with its topics, in course order. */
export function subjectQueryOptions(client: Client, id: number) {
  return queryOptions({
    queryKey: studyNoteKeys.subject(id),
    queryFn: () => request(() => client.subjects.subjectsDetails({ id })),
    staleTime: 30 * 60_000,
  });
}

/** One catalogue subject with its topics. */
export function useSubject(id: number) {
  return useQuery(subjectQueryOptions(useClient(), id));
}
