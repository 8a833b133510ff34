import { useSearchParams } from 'react-router';
import type { ReviewScope } from '../api/keys.js';

/** The scope in the URL (`?collection=3`), so a reload or a shared link keeps it. */
export function useScope(): [ReviewScope, (scope: ReviewScope) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('collection');
  const scope: ReviewScope = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 'library';
  const setScope = (next: ReviewScope) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'library') copy.delete('collection');
        else copy.set('collection', String(next));
        copy.delete('page');
        return copy;
      },
      { replace: true },
    );
  return [scope, setScope];
}
