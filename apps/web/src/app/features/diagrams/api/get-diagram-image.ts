import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';

/** Fetches a saved diagram's image file (to detect its labels again). */
export function useDiagramImageFile() {
  const client = useClient();
  return useMutation({
    mutationFn: (id: number) => request(() => client.diagrams.diagramsImage({ id })),
  });
}
