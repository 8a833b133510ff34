import type { RouteObject } from 'react-router';
import { idParam, prefetch } from '../../lib/prefetch.js';
import { paths } from '../../paths.js';
import { studyNoteQueryOptions } from './api/get-study-note.js';

export const routes: RouteObject[] = [
  {
    path: paths.studyNotes.path,
    lazy: async () => ({ Component: (await import('./study-notes-page.js')).StudyNotesPage }),
  },
  {
    path: paths.newStudyNote.path,
    lazy: async () => ({ Component: (await import('./study-note-page.js')).StudyNotePage }),
  },
  {
    path: paths.studyNote.path,
    loader: prefetch((client, params) => {
      const id = idParam(params);
      return id ? studyNoteQueryOptions(client, id) : null;
    }),
    lazy: async () => ({ Component: (await import('./study-note-page.js')).StudyNotePage }),
  },
];
