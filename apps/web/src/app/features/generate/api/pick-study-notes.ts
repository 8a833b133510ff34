import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '../../../lib/client.js';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';

/** Study notes to pick material from: the newest 100, names and ids only matter here. */
export function pickStudyNotesQueryOptions(client: Client) {
  return queryOptions({
    queryKey: ['study-notes', 'list', 'picker'] as const,
    queryFn: () => request(() => client.studyNotes.studyNotesList({ pageSize: '100' })),
  });
}

/** Study notes for the material picker; fetched only when that part of the picker is open. */
export function usePickStudyNotes(enabled: boolean) {
  return useQuery({ ...pickStudyNotesQueryOptions(useClient()), enabled });
}
