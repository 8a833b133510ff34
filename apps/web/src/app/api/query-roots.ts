/**
 * Query-key roots that more than one feature must invalidate. Features never import each other, so a
 * key another feature's mutation changes lives here (e.g. saving a quiz changes a collection's count).
 */
export const collectionsRootKey = ['collections'] as const;

/** Everything about spaced review: the queue, the badge, Progress's review stats. */
export const reviewRootKey = ['review'] as const;

/** The Review nav badge's due count; under the review root, so every review mutation refreshes it. */
export const reviewDueCountKey = ['review', 'due-count'] as const;
