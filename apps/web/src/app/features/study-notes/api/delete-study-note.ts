import { useClient } from '../../../lib/client-context.js';
import { useOptimisticDelete } from '../../../lib/use-optimistic-delete.js';
import { studyNoteKeys } from './keys.js';

/** Deletes a study note, optimistically (its own topics stay in the library). */
export function useDeleteStudyNote() {
  const client = useClient();
  return useOptimisticDelete({
    listKey: studyNoteKeys.lists,
    detailKey: studyNoteKeys.detail,
    remove: (id) => client.studyNotes.studyNotesDestroy({ id }),
    noun: 'Study note',
  });
}
