import type { InputData } from '@quizwise/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { quizKeys } from './keys.js';

/**
 * The skills to suggest for a question written by hand (`POST /api/generate-quiz/skills/`, free): the
 * concepts of the material the quiz was made from, a saved quiz's own or the draft's the editor holds.
 * Nothing is asked for a quiz with neither (written by hand from the start).
 */
export function useSkillSuggestions(quizId: number | null, material: InputData | undefined) {
  const client = useClient();
  return useQuery({
    queryKey: quizKeys.skillSuggestions(quizId, material ?? null),
    queryFn: () =>
      request(() =>
        client.quizAi.quizSkillSuggestions({
          body: {
            ...(quizId !== null ? { quiz_id: quizId } : {}),
            ...(material !== undefined ? { input_data: material } : {}),
          },
        }),
      ),
    enabled: quizId !== null || material !== undefined,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
