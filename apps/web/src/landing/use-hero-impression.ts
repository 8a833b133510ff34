import { useEffect } from 'react';
import type { Api } from '../lib/api.js';
import { readItem, storageKeys, writeItem } from '../lib/storage.js';
import { useStoredItem } from '../lib/use-stored-item.js';

function temporaryId(): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `temp-${random}`;
}

/**
 * The impression id behind the hero's call to action; `null` until it is known (the button stays
 * disabled until then). A stored id is reused so one visitor counts once. Otherwise a temporary id
 * is stored at once, the impression is recorded, and the server's id replaces it; if recording fails
 * the failure is only logged and the temporary id stays, so the button still works.
 */
export function useHeroImpression(api: Api, variantName: string): string | null {
  const impressionId = useStoredItem(storageKeys.heroImpressionId);

  useEffect(() => {
    if (readItem(storageKeys.heroImpressionId)) return;
    writeItem(storageKeys.heroImpressionId, temporaryId());
    // Not cancelled on unmount: the server's id must still replace the temporary one in storage.
    void api.recordImpression({ pageUrl: window.location.href, variantName }).then((result) => {
      if (result.ok) writeItem(storageKeys.heroImpressionId, result.value);
      else console.warn('Quizwise: could not record the hero impression', result);
    });
  }, [api, variantName]);

  return impressionId;
}
