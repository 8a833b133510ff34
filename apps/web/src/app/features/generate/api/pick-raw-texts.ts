import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '../../../lib/client.js';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';

/** Raw texts to pick material from: the newest 100, names and ids only matter here. */
export function pickRawTextsQueryOptions(client: Client) {
  return queryOptions({
    queryKey: ['raw-texts', 'list', 'picker'] as const,
    queryFn: () => request(() => client.rawTexts.rawTextsList({ pageSize: '100' })),
  });
}

/** Raw texts for the material picker; fetched only when that part of the picker is open. */
export function usePickRawTexts(enabled: boolean) {
  return useQuery({ ...pickRawTextsQueryOptions(useClient()), enabled });
}
