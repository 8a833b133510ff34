import { useCallback } from 'react';
import { useHydrationSafeStore } from './use-hydration-safe-store.js';

/**
 * Whether a media query matches, kept in step with the window. On the server (and during hydration)
 * it answers `serverValue`, so prerendered markup and the first client render agree.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useHydrationSafeStore(
    subscribe,
    // Preact's compat layer (the landing page's runtime) calls this even when prerendering, where
    // there is no window; React uses the server snapshot instead.
    () =>
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(query).matches
        : serverValue,
    () => serverValue,
  );
}
