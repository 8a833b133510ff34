import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Diagram, DiagramBody, DiagramPatchBody } from '@quizwise/contract';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { diagramKeys } from './keys.js';

/**
 * Creates a diagram (image and labelled image as data URLs) or changes an existing one (name,
 * boxes, labelled image), then refreshes the lists.
 */
export function useSaveDiagram() {
  const client = useClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { kind: 'create'; body: DiagramBody } | { kind: 'update'; id: number; body: DiagramPatchBody },
    ): Promise<Diagram> =>
      request(() =>
        input.kind === 'create'
          ? client.diagrams.diagramsCreate({ body: input.body })
          : client.diagrams.diagramsPartialUpdate({ id: input.id, body: input.body }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(diagramKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: diagramKeys.lists });
    },
  });
}
