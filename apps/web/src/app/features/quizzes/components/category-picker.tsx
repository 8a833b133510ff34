import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-error.js';
import { useCreateCategory } from '../api/create-category.js';
import { useCategories } from '../api/get-categories.js';

interface CategoryPickerProps {
  value: number | null;
  onChange: (category: number | null) => void;
}

/** Picks a category (built-in or the user's own) or creates a new one in place. */
export function CategoryPicker({ value, onChange }: CategoryPickerProps) {
  const id = useId();
  const categories = useCategories();
  const create = useCreateCategory();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const error =
    create.error instanceof ApiError
      ? (create.error.fieldErrors.name?.join(' ') ?? create.error.message)
      : create.error
        ? 'The category could not be created.'
        : null;

  const submit = () => {
    if (!name.trim()) return;
    create.mutate(name.trim(), {
      onSuccess: (category) => {
        onChange(category.id);
        setName('');
        setAdding(false);
      },
    });
  };

  return (
    <div className="field category-picker">
      <label htmlFor={`${id}-select`}>Category</label>
      <div className="category-row">
        <select
          id={`${id}-select`}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
          disabled={categories.isPending}
        >
          <option value="">No category</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        {!adding ? (
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setAdding(true)}>
            New category
          </button>
        ) : null}
      </div>
      {adding ? (
        <div className="category-row">
          <label htmlFor={`${id}-new`} className="visually-hidden">
            New category name
          </label>
          <input
            id={`${id}-new`}
            type="text"
            value={name}
            placeholder="e.g. Biology"
            // The input appears because the user asked for it, so focus follows.
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                submit();
              }
              if (event.key === 'Escape') setAdding(false);
            }}
          />
          <button
            type="button"
            className="btn btn-primary btn-small"
            onClick={submit}
            disabled={create.isPending}
          >
            Add category
          </button>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setAdding(false)}>
            Cancel
          </button>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
