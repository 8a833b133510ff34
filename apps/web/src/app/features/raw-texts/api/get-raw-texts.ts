import type { RawText } from '@quizwise/contract';
import { useClient } from '../../../lib/client-context.js';
import { useLibraryList, type LibrarySource } from '../../../lib/use-library-list.js';
import { rawTextKeys } from './keys.js';

/** The raw-text list and search routes as a library source. */
export function useRawTexts() {
  const client = useClient();
  const source: LibrarySource<RawText> = {
    listKey: rawTextKeys.lists,
    fetchPage: (page, pageSize) =>
      client.rawTexts.rawTextsList({ page: String(page), pageSize: String(pageSize) }),
    search: (query) => client.rawTexts.rawTextsSearch({ query }),
  };
  return useLibraryList(source);
}
