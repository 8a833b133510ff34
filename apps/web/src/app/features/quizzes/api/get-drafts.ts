import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { quizKeys } from './keys.js';

export const DRAFTS_PAGE_SIZE = 20;

/** One page of the caller's unsaved generated quizzes, newest first. */
export function useDrafts(page: number) {
  const client = useClient();
  return useQuery({
    queryKey: quizKeys.draftList(page),
    queryFn: () =>
      request(() =>
        client.quizDrafts.quizDraftsList({ page: String(page), pageSize: String(DRAFTS_PAGE_SIZE) }),
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * One draft, as the editor last autosaved it. Fetched once per opening: the editor owns the content
 * from then on, so a background refetch must not replace what is being typed.
 */
export function useDraft(id: number) {
  const client = useClient();
  return useQuery({
    queryKey: quizKeys.draft(id),
    queryFn: () => request(() => client.quizDrafts.quizDraftsRetrieve({ id })),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
