import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';
import { fileNameFor, saveBlob } from '../../../lib/download.js';
import { collectionParam, type ReviewScope } from './keys.js';

/** Downloads the scope's cards as an Anki package or CSV. */
export function useExportCards() {
  const client = useClient();
  return useMutation({
    mutationFn: async ({
      scope,
      format,
      name,
    }: {
      scope: ReviewScope;
      format: 'apkg' | 'csv';
      name: string;
    }) => {
      const blob = await request(() => client.review.reviewExport({ ...collectionParam(scope), format }));
      saveBlob(blob, fileNameFor(name, format));
    },
  });
}
