import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RawText, RawTextBody } from '@quizwise/contract';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { rawTextKeys } from './keys.js';

/**
 * Creates (no id) or replaces a raw text. Saving an existing text shows the new version at once and
 * puts the old one back if the server refuses.
 */
export function useSaveRawText(id: number | null) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RawTextBody): Promise<RawText> =>
      request(() =>
        id === null ? client.rawTexts.rawTextsCreate({ body }) : client.rawTexts.rawTextsUpdate({ id, body }),
      ),
    onMutate: async (body) => {
      if (id === null) return undefined;
      const key = rawTextKeys.detail(id);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<RawText>(key);
      if (previous) queryClient.setQueryData<RawText>(key, { ...previous, ...body });
      return previous;
    },
    onError: (_error, _body, previous) => {
      if (id !== null && previous) queryClient.setQueryData(rawTextKeys.detail(id), previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(rawTextKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: rawTextKeys.lists });
    },
  });
}
