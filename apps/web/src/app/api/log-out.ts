import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/api-error.js';
import { useClient } from '../lib/client-context.js';

/** Ends the session, forgets every cached answer, then calls `onDone` (even if the call failed). */
export function useLogOut(onDone: () => void) {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(() => client.auth.authLogout()),
    onSettled: () => {
      queryClient.clear();
      onDone();
    },
  });
}
