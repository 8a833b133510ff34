// Every URL of the study app. `path` is the route pattern, `href()` builds a link.
// Both are router paths: the router's basename is the site's base path, so `/app/...` here is the
// address the browser shows (after the base path). Features never write a URL string themselves.

const id = (value: number | string) => encodeURIComponent(String(value));

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** What the generator can be opened with (`/app/generate?collection=3`). */
export interface GenerateQuery {
  collection?: number;
  rawText?: number;
  studyNote?: number;
  diagram?: number;
}

export const paths = {
  home: { path: '/app', href: () => '/app/' },

  rawTexts: { path: '/app/raw-texts', href: () => '/app/raw-texts' },
  newRawText: { path: '/app/raw-texts/new', href: () => '/app/raw-texts/new' },
  rawText: { path: '/app/raw-texts/:id', href: (rawTextId: number) => `/app/raw-texts/${id(rawTextId)}` },

  studyNotes: { path: '/app/study-notes', href: () => '/app/study-notes' },
  newStudyNote: { path: '/app/study-notes/new', href: () => '/app/study-notes/new' },
  studyNote: { path: '/app/study-notes/:id', href: (noteId: number) => `/app/study-notes/${id(noteId)}` },

  diagrams: { path: '/app/diagrams', href: () => '/app/diagrams' },
  newDiagram: { path: '/app/diagrams/new', href: () => '/app/diagrams/new' },
  diagram: { path: '/app/diagrams/:id', href: (diagramId: number) => `/app/diagrams/${id(diagramId)}` },

  collections: { path: '/app/collections', href: () => '/app/collections' },
  collection: {
    path: '/app/collections/:id',
    href: (collectionId: number) => `/app/collections/${id(collectionId)}`,
  },

  quizzes: { path: '/app/quizzes', href: () => '/app/quizzes' },
  newQuiz: { path: '/app/quizzes/new', href: () => '/app/quizzes/new' },
  quizDrafts: { path: '/app/quizzes/drafts', href: () => '/app/quizzes/drafts' },
  quizDraft: {
    path: '/app/quizzes/drafts/:id',
    href: (draftId: number) => `/app/quizzes/drafts/${id(draftId)}`,
  },
  quiz: { path: '/app/quizzes/:id', href: (quizId: number) => `/app/quizzes/${id(quizId)}` },
  quizEdit: { path: '/app/quizzes/:id/edit', href: (quizId: number) => `/app/quizzes/${id(quizId)}/edit` },
  quizPractice: {
    path: '/app/quizzes/:id/practice',
    href: (quizId: number) => `/app/quizzes/${id(quizId)}/practice`,
  },
  attempt: { path: '/app/attempts/:id', href: (attemptId: number) => `/app/attempts/${id(attemptId)}` },

  generate: {
    path: '/app/generate',
    href: (query: GenerateQuery = {}) =>
      withQuery('/app/generate', {
        collection: query.collection,
        raw_text: query.rawText,
        study_note: query.studyNote,
        diagram: query.diagram,
      }),
  },

  chats: { path: '/app/chat', href: () => '/app/chat' },
  chat: { path: '/app/chat/:id', href: (chatId: number) => `/app/chat/${id(chatId)}` },

  classes: { path: '/app/classes', href: () => '/app/classes' },
  class: { path: '/app/classes/:id', href: (classId: number) => `/app/classes/${id(classId)}` },
  assignments: { path: '/app/assignments', href: () => '/app/assignments' },
  live: { path: '/app/live', href: () => '/app/live' },
  liveGame: { path: '/app/live/:id', href: (gameId: number) => `/app/live/${id(gameId)}` },
  assignment: {
    path: '/app/assignments/:id',
    href: (assignmentId: number) => `/app/assignments/${id(assignmentId)}`,
  },

  review: {
    path: '/app/review',
    href: (collection?: number) => withQuery('/app/review', { collection }),
  },
  reviewCards: {
    path: '/app/review/cards',
    href: (collection?: number) => withQuery('/app/review/cards', { collection }),
  },

  progress: { path: '/app/progress', href: () => '/app/progress' },
  credits: { path: '/app/credits', href: () => '/app/credits' },
  billing: { path: '/app/billing', href: () => '/app/billing' },
} as const;
