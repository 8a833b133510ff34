import type { InputData, QuizCapacityResponse } from '@quizwise/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';

/**
 * What the AI can make of each question type from the chosen material (`POST
 * /api/generate-quiz/capacity/`, free): the generator shows it beside the types before anything is
 * spent. `input` is null while there is too little material to ask about.
 */
export function useQuizCapacity(input: InputData | null) {
  const client = useClient();
  return useQuery<QuizCapacityResponse>({
    queryKey: ['quiz-capacity', input] as const,
    queryFn: () => request(() => client.quizAi.quizCapacity({ body: { input_data: input as InputData } })),
    enabled: input !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
