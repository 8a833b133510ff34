import { useCallback } from 'react';
import { useHydrationSafeStore } from './use-hydration-safe-store.js';
import { readItem, subscribeToWrites } from './storage.js';

/**
 * A localStorage item as React state, updated when this page writes it. It is `null` on the server
 * and while hydrating, so prerendered markup and the first client render agree.
 */
export function useStoredItem(key: string): string | null {
  const read = useCallback(() => (typeof window === 'undefined' ? null : readItem(key)), [key]);
  return useHydrationSafeStore(subscribeToWrites, read, () => null);
}
