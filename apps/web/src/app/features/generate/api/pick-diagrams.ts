import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '../../../lib/client.js';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';

/** Diagrams to pick material from: the newest 100, names and ids only matter here. */
export function pickDiagramsQueryOptions(client: Client) {
  return queryOptions({
    queryKey: ['diagrams', 'list', 'picker'] as const,
    queryFn: () => request(() => client.diagrams.diagramsList({ pageSize: '100' })),
  });
}

/** Diagrams for the material picker; fetched only when that part of the picker is open. */
export function usePickDiagrams(enabled: boolean) {
  return useQuery({ ...pickDiagramsQueryOptions(useClient()), enabled });
}
