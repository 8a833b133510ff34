import { useId } from 'react';
import { useReviewCollections } from '../api/get-collections.js';
import type { ReviewScope } from '../api/keys.js';

/** Whole library or one collection: a labelled select. */
export function ScopePicker({
  scope,
  onChange,
  label = 'Review from',
}: {
  scope: ReviewScope;
  onChange: (scope: ReviewScope) => void;
  label?: string;
}) {
  const id = useId();
  const collections = useReviewCollections();
  return (
    <div className="field review-scope">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={scope === 'library' ? '' : String(scope)}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : 'library')}
      >
        <option value="">Whole library</option>
        {(collections.data?.results ?? []).map((collection) => (
          <option key={collection.id} value={collection.id}>
            {collection.name}
          </option>
        ))}
      </select>
    </div>
  );
}
