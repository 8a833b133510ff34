import { collectionsRootKey } from '../../../api/query-roots.js';

/** Query keys of collections, and of the items that can be added to one. */
export const collectionKeys = {
  all: collectionsRootKey,
  lists: ['collections', 'list'] as const,
  detail: (id: number) => ['collections', 'detail', id] as const,
  candidates: (kind: string, query: string) => ['collections', 'candidates', kind, query] as const,
};
