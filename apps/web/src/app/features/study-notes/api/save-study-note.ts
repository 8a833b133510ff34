import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudyNote, StudyNoteCreateBody } from '@quizwise/contract';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { studyNoteKeys } from './keys.js';

/** Creates (no id) or replaces a study note, then refreshes the note and the lists. */
export function useSaveStudyNote(id: number | null) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudyNoteCreateBody): Promise<StudyNote> =>
      request(() =>
        id === null
          ? client.studyNotes.studyNotesCreate({ body })
          : client.studyNotes.studyNotesUpdate({ id, body }),
      ),
    onSuccess: (saved) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studyNoteKeys.detail(saved.id) }),
        queryClient.invalidateQueries({ queryKey: studyNoteKeys.lists }),
      ]),
  });
}
