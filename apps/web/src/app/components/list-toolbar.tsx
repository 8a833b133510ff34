import { Search } from 'lucide-react';
import type { SortOrder } from '../lib/paged-list.js';

interface ListToolbarProps {
  /** "Search raw texts" — the search box's accessible name. */
  searchLabel: string;
  query: string;
  onQuery: (query: string) => void;
  sort: SortOrder;
  onSort: (sort: SortOrder) => void;
}

/** The search box (debounced by the list) and the date order, above every library list. */
export function ListToolbar({ searchLabel, query, onQuery, sort, onSort }: ListToolbarProps) {
  return (
    <div className="toolbar" role="search">
      <div className="search">
        <Search aria-hidden="true" size={17} />
        <input
          type="search"
          aria-label={searchLabel}
          placeholder={`${searchLabel}…`}
          value={query}
          onChange={(event) => onQuery(event.target.value)}
        />
      </div>
      <label className="visually-hidden" htmlFor="list-sort">
        Sort by date
      </label>
      <select id="list-sort" value={sort} onChange={(event) => onSort(event.target.value as SortOrder)}>
        <option value="newest">Newest first</option>
        <option value="oldest">Oldest first</option>
      </select>
    </div>
  );
}
