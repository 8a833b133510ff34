import type { CollectionListItem } from '@quizwise/contract';
import { useClient } from '../../../lib/client-context.js';
import { useLibraryList, type LibrarySource } from '../../../lib/use-library-list.js';
import { collectionKeys } from './keys.js';

/** The collection list and search routes as a library source. */
export function useCollections() {
  const client = useClient();
  const source: LibrarySource<CollectionListItem> = {
    listKey: collectionKeys.lists,
    fetchPage: (page, pageSize) =>
      client.collections.collectionsList({ page: String(page), pageSize: String(pageSize) }),
    search: (query) => client.collections.collectionsSearch({ query }),
  };
  return useLibraryList(source);
}
