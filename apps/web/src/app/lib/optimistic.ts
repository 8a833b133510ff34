import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ListPage } from './paged-list.js';

type Snapshot = Array<[QueryKey, unknown]>;

function withoutItem(data: unknown, id: number): unknown {
  const keep = (item: unknown) => (item as { id?: unknown }).id !== id;
  if (Array.isArray(data)) return data.filter(keep);
  if (data && typeof data === 'object' && Array.isArray((data as ListPage<unknown>).items)) {
    const page = data as ListPage<unknown>;
    const items = page.items.filter(keep);
    return { ...page, items, count: page.count - (page.items.length - items.length) };
  }
  return data;
}

/**
 * Removes item `id` from every cached list under `listKey` (pages and search results) at once and
 * returns what to put back if the server refuses: the optimistic half of a delete.
 */
export async function removeFromLists(
  queryClient: QueryClient,
  listKey: QueryKey,
  id: number,
): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: listKey });
  const snapshot = queryClient.getQueriesData({ queryKey: listKey });
  for (const [key, data] of snapshot) queryClient.setQueryData(key, withoutItem(data, id));
  return snapshot;
}

/** Puts back what `removeFromLists` (or any optimistic change) took a snapshot of. */
export function restore(queryClient: QueryClient, snapshot: Snapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}
