import type { Diagram } from '@quizwise/contract';
import { useClient } from '../../../lib/client-context.js';
import { useLibraryList, type LibrarySource } from '../../../lib/use-library-list.js';
import { diagramKeys } from './keys.js';

/** The diagram list and search routes as a library source. */
export function useDiagrams() {
  const client = useClient();
  const source: LibrarySource<Diagram> = {
    listKey: diagramKeys.lists,
    fetchPage: (page, pageSize) =>
      client.diagrams.diagramsList({ page: String(page), pageSize: String(pageSize) }),
    search: (query) => client.diagrams.diagramsSearch({ query }),
  };
  return useLibraryList(source);
}
