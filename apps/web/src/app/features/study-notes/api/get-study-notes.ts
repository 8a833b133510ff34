import type { StudyNote } from '@quizwise/contract';
import { useClient } from '../../../lib/client-context.js';
import { useLibraryList, type LibrarySource } from '../../../lib/use-library-list.js';
import { studyNoteKeys } from './keys.js';

/** The study-note list and search routes as a library source. */
export function useStudyNotes() {
  const client = useClient();
  const source: LibrarySource<StudyNote> = {
    listKey: studyNoteKeys.lists,
    fetchPage: (page, pageSize) =>
      client.studyNotes.studyNotesList({ page: String(page), pageSize: String(pageSize) }),
    search: (query) => client.studyNotes.studyNotesSearch({ query }),
  };
  return useLibraryList(source);
}
