import { PHONE_SHOT_QUERY, type Screenshot } from './screenshots.js';

export const IDLE_FALLBACK_MS = 1000;

const preloaded = new Set<string>();

/**
 * Starts downloading a screenshot into the browser cache (once each): the phone crop on narrow
 * screens, else the desktop candidate the browser itself would pick from the same srcset and sizes.
 */
export function preloadScreenshot(shot: Screenshot, sizes: string): void {
  if (preloaded.has(shot.src) || typeof Image === 'undefined') return;
  preloaded.add(shot.src);
  const phone = typeof window.matchMedia === 'function' && window.matchMedia(PHONE_SHOT_QUERY).matches;
  const image = new Image();
  image.decoding = 'async';
  image.sizes = phone ? '100vw' : sizes;
  image.srcset = phone ? shot.mobileSrcSet : shot.srcSet;
  image.src = shot.src;
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
