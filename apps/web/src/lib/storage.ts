// localStorage can throw (Safari private mode, storage disabled, quota): the page must keep working.

export const storageKeys = {
  heroImpressionId: 'teachers_hero_impression_id',
  utmSource: 'qw_utm_source',
  utmId: 'qw_utm_id',
  freeTrialPageVisit: 'free_trial_page_visit',
} as const;

// Where storage is unavailable, items live for this page view only, so the hero button still works.
const memory = new Map<string, string>();

/** Reads a localStorage item; `null` when absent. */
export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever this page writes an item (for `useSyncExternalStore`). */
export function subscribeToWrites(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Writes a localStorage item; returns false (keeping it in memory only) when storage is unavailable. */
export function writeItem(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    memory.set(key, value);
    return false;
  } finally {
    listeners.forEach((listener) => listener());
  }
}
