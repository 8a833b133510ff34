import type { RouteObject } from 'react-router';
import { paths } from '../../paths.js';

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
    lazy: async () => ({ Component: (await import('./study-note-page.js')).StudyNotePage }),
  },
];
