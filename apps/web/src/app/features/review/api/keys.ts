/** Query keys of spaced review: the due queue and the card lists, per scope (`library` or a collection id). */
export const reviewKeys = {
  all: ['review'] as const,
  due: (scope: number | 'library') => ['review', 'due', scope] as const,
  dueCount: ['review', 'due-count'] as const,
  cards: ['review', 'cards'] as const,
  cardPage: (scope: number | 'library', page: number) => ['review', 'cards', scope, page] as const,
  collections: ['review', 'collections'] as const,
};

export type ReviewScope = number | 'library';

/** The API's `collection` parameter for a scope. */
export function collectionParam(scope: ReviewScope): { collection?: number } {
  return scope === 'library' ? {} : { collection: scope };
}
