import { useEffect } from 'react';
import { storageKeys, writeItem } from '../lib/storage.js';

export const VISIT_MARKER_DELAY_MS = 1000;

/**
 * One second after the page loads, keeps the visit's attribution for sign-up: `utm_source` and
 * `utm_id` from the URL (only when present) and the `free_trial_page_visit` marker of type teachers.
 * The delay keeps bounced visits and prerender bots from counting.
 */
export function useVisitMarker(): void {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const query = new URLSearchParams(window.location.search);
      const source = query.get('utm_source');
      const id = query.get('utm_id');
      if (source) writeItem(storageKeys.utmSource, source);
      if (id) writeItem(storageKeys.utmId, id);
      writeItem(
        storageKeys.freeTrialPageVisit,
        JSON.stringify({ visited: true, timestamp: Date.now(), type: 'teachers' }),
      );
    }, VISIT_MARKER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
}
