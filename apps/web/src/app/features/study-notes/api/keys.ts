/** Query keys of study notes and of the subject catalogue they are built from. */
export const studyNoteKeys = {
  all: ['study-notes'] as const,
  lists: ['study-notes', 'list'] as const,
  detail: (id: number) => ['study-notes', 'detail', id] as const,
  subjectSearch: (query: string) => ['subjects', 'search', query] as const,
  subject: (id: number) => ['subjects', 'detail', id] as const,
};
