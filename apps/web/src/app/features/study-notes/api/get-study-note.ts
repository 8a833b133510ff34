import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import type { Client } from '../../../lib/client.js';
import { useClient } from '../../../lib/client-context.js';
import { studyNoteKeys } from './keys.js';

/** Query options for one study note in detail (subjects with chosen topics, own topics in full). */
export function studyNoteQueryOptions(client: Client, id: number) {
  return queryOptions({
    queryKey: studyNoteKeys.detail(id),
    queryFn: () => request(() => client.studyNotes.studyNotesRetrieve({ id })),
  });
}

/** One study note (`null` id: a new note, nothing to load). */
export function useStudyNote(id: number | null) {
  const client = useClient();
  return useQuery({ ...studyNoteQueryOptions(client, id ?? 0), enabled: id !== null });
}
