import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * `useSyncExternalStore` that answers the server snapshot until the component has mounted. React
 * already does this while hydrating; Preact (the landing page's runtime) does not, and its hydration
 * never patches attributes that differ, so the prerendered markup would stay stale. One extra render
 * after mount keeps both runtimes correct.
 */
export function useHydrationSafeStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const [mounted, setMounted] = useState(false);
  // The one extra render after mount is the point: it swaps the server snapshot for the real one.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMounted(true), []);
  const value = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return mounted ? value : getServerSnapshot();
}
