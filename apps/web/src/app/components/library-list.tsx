import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import type { LibraryList } from '../lib/use-library-list.js';
import { ListToolbar } from './list-toolbar.js';
import { Pagination } from './pagination.js';
import { EmptyState, ErrorState, LoadingState } from './states.js';

interface LibraryListViewProps<T extends { id: number; created_at: string }> {
  list: LibraryList<T>;
  /** Plural noun: "raw texts". */
  noun: string;
  /** What to show when the library is empty (says what to do first). */
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
}

/** A library list's whole body: search and sort, the items, pagination, and every state. */
export function LibraryListView<T extends { id: number; created_at: string }>({
  list,
  noun,
  empty,
  renderItem,
}: LibraryListViewProps<T>) {
  let body: ReactNode;
  if (list.isPending) body = <LoadingState label={`Loading your ${noun}…`} />;
  else if (list.error && !list.data) body = <ErrorState error={list.error} onRetry={list.refetch} />;
  else if (list.data && list.data.items.length === 0) {
    body = list.searching ? (
      <EmptyState icon={<SearchX aria-hidden="true" />} title={`No ${noun} match “${list.query.trim()}”`}>
        Try other words, or clear the search to see everything.
      </EmptyState>
    ) : (
      empty
    );
  } else if (list.data) {
    body = (
      <>
        <ul className="list" aria-busy={list.pendingSearch || undefined}>
          {list.data.items.map((item) => (
            <li key={item.id} className="list-item">
              {renderItem(item)}
            </li>
          ))}
        </ul>
        <Pagination
          page={list.page}
          pageCount={list.data.pageCount}
          count={list.data.count}
          noun={noun}
          onPage={list.setPage}
        />
      </>
    );
  }
  const showToolbar = list.searching || list.query !== '' || (list.data?.count ?? 0) > 0;
  return (
    <>
      {showToolbar ? (
        <ListToolbar
          searchLabel={`Search ${noun}`}
          query={list.query}
          onQuery={list.setQuery}
          sort={list.sort}
          onSort={list.setSort}
        />
      ) : null}
      <div className="card">{body}</div>
      <p className="visually-hidden" role="status">
        {list.searching && list.data && !list.pendingSearch
          ? `${list.data.count} ${list.data.count === 1 ? 'result' : 'results'} for “${list.query.trim()}”`
          : ''}
      </p>
    </>
  );
}
