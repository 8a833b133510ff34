import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Api, User } from '../../lib/api.js';
import { useApi } from '../api-context.js';

/** Thrown when nobody is signed in (the API answered 403), so the shell can send the visitor to log in. */
export class SignedOutError extends Error {
  override name = 'SignedOutError';
}

/** Query options for the signed-in user (`GET /api/auth/me/`). */
export function meQueryOptions(api: Api) {
  return queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: async (): Promise<User> => {
      const result = await api.me();
      if (result.ok) return result.value;
      if (result.status === 403 || result.status === 401) throw new SignedOutError('Not signed in');
      throw new Error(`Could not load your account (${result.reason} ${result.status ?? ''})`.trim());
    },
    retry: (failures, error) => !(error instanceof SignedOutError) && failures < 2,
    staleTime: 60_000,
  });
}

/** The signed-in user. */
export function useMe() {
  return useQuery(meQueryOptions(useApi()));
}
