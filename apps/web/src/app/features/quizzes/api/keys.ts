// Query keys of the quizzes feature, so every mutation invalidates by the same factory.
export const quizKeys = {
  all: ['quizzes'] as const,
  lists: () => [...quizKeys.all, 'list'] as const,
  list: (page: number) => [...quizKeys.lists(), page] as const,
  search: (query: string) => [...quizKeys.all, 'search', query] as const,
  detail: (id: number) => [...quizKeys.all, 'detail', id] as const,
  drafts: ['quiz-drafts'] as const,
  draftList: (page: number) => [...quizKeys.drafts, 'list', page] as const,
  draft: (id: number) => [...quizKeys.drafts, 'detail', id] as const,
  skillSuggestions: (quizId: number | null, material: unknown) =>
    [...quizKeys.all, 'skill-suggestions', quizId, material] as const,
  categories: ['categories'] as const,
  attempts: ['quiz-attempts'] as const,
  attemptList: (quizId: number | null) => [...quizKeys.attempts, 'list', quizId] as const,
  attempt: (id: number) => [...quizKeys.attempts, 'detail', id] as const,
};
