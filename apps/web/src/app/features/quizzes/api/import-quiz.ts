import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IMPORT_QUIZ_FORMATS } from '@quizwise/contract';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { quizKeys } from './keys.js';

export type ImportFormat = (typeof IMPORT_QUIZ_FORMATS)[number];

/** Imports a GIFT, Moodle XML or Aiken file's text as a new quiz; a 400 names the bad line. */
export function useImportQuiz() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { format: ImportFormat; content: string; title?: string }) =>
      request(() => client.documents.quizImport({ body })),
    onSuccess: (quiz) => {
      queryClient.setQueryData(quizKeys.detail(quiz.id), quiz);
      void queryClient.invalidateQueries({ queryKey: quizKeys.lists() });
    },
  });
}
