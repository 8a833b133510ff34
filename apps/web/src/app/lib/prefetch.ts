import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Client } from './client.js';

let services: { client: Client; queryClient: QueryClient } | null = null;

/** Called once by the app root, before the router starts, so route loaders can prefetch. */
export function setPrefetchServices(next: { client: Client; queryClient: QueryClient } | null): void {
  services = next;
}

/**
 * A route loader that starts fetching a screen's data with the same query options its hook uses,
 * in parallel with the screen's chunk. It never waits and never throws: the screen's
 * own query shows loading and errors.
 */
export function prefetch<T, K extends QueryKey>(
  options: (
    client: Client,
    params: Record<string, string | undefined>,
  ) => FetchQueryOptions<T, Error, T, K> | null,
) {
  return ({ params }: { params: Record<string, string | undefined> }): null => {
    if (!services) return null;
    const query = options(services.client, params);
    if (query) void services.queryClient.prefetchQuery(query);
    return null;
  };
}

/** A route's `:id` as a positive integer, or null. */
export function idParam(params: Record<string, string | undefined>): number | null {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}
