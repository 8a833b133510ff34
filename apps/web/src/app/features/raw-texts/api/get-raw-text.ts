import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import type { Client } from '../../../lib/client.js';
import { useClient } from '../../../lib/client-context.js';
import { rawTextKeys } from './keys.js';

/** Query options for one raw text. */
export function rawTextQueryOptions(client: Client, id: number) {
  return queryOptions({
    queryKey: rawTextKeys.detail(id),
    queryFn: () => request(() => client.rawTexts.rawTextsRetrieve({ id })),
  });
}

/** One raw text (`null` id: a new text, nothing to load). */
export function useRawText(id: number | null) {
  const client = useClient();
  return useQuery({ ...rawTextQueryOptions(client, id ?? 0), enabled: id !== null });
}
