import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { collectionParam, reviewKeys, type ReviewScope } from './keys.js';

/** Makes or refreshes cards from the library (or a collection), then reloads queues and lists. */
export function useBuildCards() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: ReviewScope) =>
      request(() => client.review.reviewCardsBuild({ body: collectionParam(scope) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
