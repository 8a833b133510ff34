import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import type { Client } from '../../../lib/client.js';
import { useClient } from '../../../lib/client-context.js';
import { studyNoteKeys } from './keys.js';

/** Query options for a catalogue search (name, system or level). */
export function subjectSearchQueryOptions(client: Client, query: string) {
  return queryOptions({
    queryKey: studyNoteKeys.subjectSearch(query),
    queryFn: () => request(() => client.subjects.subjectsSearch({ query })),
    staleTime: 5 * 60_000,
  });
}

/** Catalogue subjects matching `query` (nothing is asked while it is blank). */
export function useSubjectSearch(query: string) {
  const client = useClient();
  return useQuery({
    ...subjectSearchQueryOptions(client, query),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
}
