import { useMutation } from '@tanstack/react-query';
import type { ReviewGradeBody } from '@quizwise/contract';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';

/** Grades one card (a rating, or a typed answer); the session moves on from the answer. */
export function useGradeCard() {
  const client = useClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReviewGradeBody }) =>
      request(() => client.review.reviewGrade({ id, body })),
  });
}
