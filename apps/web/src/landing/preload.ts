export const IDLE_FALLBACK_MS = 1000;

const preloaded = new Set<string>();

/** Starts downloading an image into the browser cache (once per URL). */
export function preloadImage(url: string): void {
  if (preloaded.has(url) || typeof Image === 'undefined') return;
  preloaded.add(url);
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
}

/** Forgets which images were preloaded (tests only). */
export function resetPreloaded(): void {
  preloaded.clear();
}

/**
 * Runs `task` when the browser is idle, or after 1000 ms where `requestIdleCallback` is missing
 * (Safari). Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(timer);
}
