import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewCardCreateBody, ReviewCardPatchBody } from '@quizwise/contract';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { collectionParam, reviewKeys, type ReviewScope } from './keys.js';

export const CARDS_PAGE_SIZE = 20;

/** One page of the caller's cards in a scope, newest first. */
export function useCards(scope: ReviewScope, page: number) {
  const client = useClient();
  return useQuery({
    queryKey: reviewKeys.cardPage(scope, page),
    queryFn: () =>
      request(() =>
        client.review.reviewCardsList({
          ...collectionParam(scope),
          page: String(page),
          pageSize: String(CARDS_PAGE_SIZE),
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Adds, edits (or suspends) and deletes cards; each refreshes the lists and queues. */
export function useCardMutations() {
  const client = useClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: ReviewCardCreateBody) => request(() => client.review.reviewCardsCreate({ body })),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ReviewCardPatchBody }) =>
        request(() => client.review.reviewCardsPartialUpdate({ id, body })),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => request(() => client.review.reviewCardsDestroy({ id })),
      onSuccess: refresh,
    }),
  };
}
