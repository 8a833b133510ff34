import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { request } from './api-error.js';
import { fetchSortedPage, sortByDate, SORT_ORDERS, type ListPage, type SortOrder } from './paged-list.js';
import { useDebouncedValue } from './use-debounced-value.js';
import type { Paginated } from '@quizwise/contract';

export interface LibrarySource<T> {
  /** The list's key prefix, e.g. `['raw-texts', 'list']`; searches live under `[...key, 'search']`. */
  listKey: QueryKey;
  /** One newest-first page (`client.rawTexts.rawTextsList({page, pageSize})`). */
  fetchPage: (page: number, pageSize: number) => Promise<Paginated<T>>;
  /** The search route (`client.rawTexts.rawTextsSearch({query})`), best match first. */
  search: (query: string) => Promise<T[]>;
}

/**
 * A library list's state, kept in the address (`?q=&sort=&page=`) so reloads and links keep it:
 * a page of the list, or the debounced search results, in the chosen date order. Mutations
 * invalidate `source.listKey`, which covers both.
 */
export function useLibraryList<T extends { id: number; created_at: string }>(source: LibrarySource<T>) {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const sortParam = params.get('sort');
  const sort: SortOrder = SORT_ORDERS.includes(sortParam as SortOrder) ? (sortParam as SortOrder) : 'newest';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const debounced = useDebouncedValue(query.trim(), 300);
  const searching = debounced.length > 0;

  const list = useQuery({
    // The list stays loaded while searching, so clearing the search shows it at once.
    queryKey: [...source.listKey, 'page', { page, sort }],
    queryFn: () => request(() => fetchSortedPage(source.fetchPage, page, sort)),
    placeholderData: keepPreviousData,
  });
  const found = useQuery({
    queryKey: [...source.listKey, 'search', debounced],
    queryFn: () => request(() => source.search(debounced)),
    placeholderData: keepPreviousData,
    enabled: searching,
  });

  function update(next: Record<string, string | null>) {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === null || value === '') copy.delete(key);
          else copy.set(key, value);
        }
        return copy;
      },
      { replace: true },
    );
  }

  const active = searching ? found : list;
  // Until the first search answers, keep showing the list (marked busy) instead of a spinner.
  const data: ListPage<T> | undefined =
    searching && found.data
      ? {
          items: sortParam ? sortByDate(found.data, sort) : found.data,
          count: found.data.length,
          page: 1,
          pageCount: 1,
        }
      : list.data;

  return {
    query,
    sort,
    page,
    searching,
    /** True while the typed text has not been searched yet, or a search is running. */
    pendingSearch: query.trim() !== debounced || (searching && found.isFetching),
    data,
    isPending: searching ? found.isPending && !list.data : list.isPending,
    error: active.error,
    refetch: () => void active.refetch(),
    setQuery: (value: string) => update({ q: value, page: null }),
    setSort: (value: SortOrder) => update({ sort: value === 'newest' ? null : value, page: null }),
    setPage: (value: number) => update({ page: value === 1 ? null : String(value) }),
  };
}

export type LibraryList<T extends { id: number; created_at: string }> = ReturnType<typeof useLibraryList<T>>;
