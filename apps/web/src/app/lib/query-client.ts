import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.js';

/** Retry only what a retry can fix: dropped connections and 5xx, at most twice. */
function shouldRetry(failures: number, error: unknown): boolean {
  if (error instanceof ApiError) return (error.kind === 'offline' || error.kind === 'server') && failures < 2;
  return false;
}

/** The app's query client: 30 s fresh data, no retry for 4xx, no retry for mutations. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
