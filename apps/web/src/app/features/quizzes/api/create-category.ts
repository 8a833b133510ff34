import type { Category } from '@quizwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { quizKeys } from './keys.js';

/** Creates one of the caller's categories and adds it to the cached list. */
export function useCreateCategory() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request(() => client.categories.categoriesCreate({ category: { name } })),
    onSuccess: (category) => {
      queryClient.setQueryData<Category[]>(quizKeys.categories, (list) => [...(list ?? []), category]);
    },
  });
}
