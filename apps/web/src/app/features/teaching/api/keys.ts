// Query keys of the teaching feature, so every mutation invalidates by the same factory.
export const teachingKeys = {
  all: ['teaching'] as const,
  classes: (archived: boolean) => ['teaching', 'classes', archived] as const,
  classLists: ['teaching', 'classes'] as const,
  klass: (id: number) => ['teaching', 'class', id] as const,
  insights: (id: number) => ['teaching', 'insights', id] as const,
  assignments: (classId: number | null) => ['teaching', 'assignments', classId] as const,
  assignmentLists: ['teaching', 'assignments'] as const,
  results: (id: number) => ['teaching', 'results', id] as const,
  attempt: (id: number) => ['teaching', 'attempt', id] as const,
  google: ['teaching', 'google'] as const,
  googleCourses: ['teaching', 'google', 'courses'] as const,
  quizzes: ['teaching', 'quiz-picker'] as const,
};
