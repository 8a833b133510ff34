import { PAGE_SIZE, type Paginated } from '@quizwise/contract';

export const SORT_ORDERS = ['newest', 'oldest'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** One page of a library list as the screens show it. */
export interface ListPage<T> {
  items: T[];
  count: number;
  page: number;
  pageCount: number;
}

/**
 * Reads page `page` of a newest-first list in the order asked for. The API only pages newest first,
 * so "oldest first" asks for the count, then walks the pages from the end and reverses each one
 * (its first page is the short remainder: every item still appears exactly once, in order).
 */
export async function fetchSortedPage<T>(
  fetchPage: (page: number, pageSize: number) => Promise<Paginated<T>>,
  page: number,
  sort: SortOrder,
): Promise<ListPage<T>> {
  if (sort === 'newest') {
    const data = await fetchPage(page, PAGE_SIZE);
    return { items: data.results, count: data.count, page, pageCount: pageCountOf(data.count) };
  }
  const probe = await fetchPage(1, 1);
  const pageCount = pageCountOf(probe.count);
  if (probe.count === 0) return { items: [], count: 0, page, pageCount };
  const newestPage = Math.max(1, pageCount - page + 1);
  const data = await fetchPage(newestPage, PAGE_SIZE);
  return { items: [...data.results].reverse(), count: data.count, page, pageCount };
}

function pageCountOf(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE));
}

/** Search answers best match first; with an explicit sort, order them by `created_at`. */
export function sortByDate<T extends { created_at: string }>(items: T[], sort: SortOrder): T[] {
  const sign = sort === 'newest' ? -1 : 1;
  return [...items].sort((a, b) => sign * (Date.parse(a.created_at) - Date.parse(b.created_at)));
}
