import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-error.js';
import { useClient } from '../../../lib/client-context.js';

/** Reads web pages as markdown (`/api/urls-to-markdown/`); each link answers text or its own error. */
export function useReadUrls() {
  const client = useClient();
  return useMutation({
    mutationFn: (text: string) =>
      request(() => client.materials.urlsToMarkdownCreate({ urlsToMarkdown: { text } })),
  });
}
