import type { FastifyRequest } from 'fastify';
import { MAX_PAGE_SIZE, PAGE_SIZE, type Paginated } from '@quizwise/contract';
import { errors } from './errors.js';

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

/**
 * Reads `?page` and `?page_size` the way DRF's PageNumberPagination does: a page that is not a
 * positive integer is 404 "Invalid page."; a bad page size falls back to the default, a large one is
 * clamped to the maximum.
 */
export function readPage(query: { page?: string | undefined; page_size?: string | undefined }): PageRequest {
  const rawPage = query.page ?? '1';
  if (!/^\d{1,9}$/.test(rawPage) || Number(rawPage) < 1) throw errors.invalidPage();
  const page = Number(rawPage);
  let pageSize = PAGE_SIZE;
  if (query.page_size !== undefined && /^\d{1,9}$/.test(query.page_size) && Number(query.page_size) > 0) {
    pageSize = Math.min(Number(query.page_size), MAX_PAGE_SIZE);
  }
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/**
 * Reads an optional item-count parameter (e.g. search's `?limit=`) like `page_size`: absent or not a
 * positive integer gives the default, a large one is clamped to the maximum.
 */
export function readLimit(raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || !/^\d{1,9}$/.test(raw) || Number(raw) < 1) return fallback;
  return Math.min(Number(raw), max);
}

/** The request's own absolute URL, the base for `next` / `previous` links. */
export function absoluteUrl(request: FastifyRequest): URL {
  return new URL(request.url, `${request.protocol}://${request.host}`);
}

function pageLink(request: FastifyRequest, page: number): string {
  const url = absoluteUrl(request);
  // As in DRF, the link back to page 1 carries no page parameter.
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

/**
 * Builds the DRF page body. A page past the end is 404 "Invalid page.", except that an empty list is
 * still a valid page 1.
 */
export function pageBody<T>(
  request: FastifyRequest,
  pageRequest: PageRequest,
  count: number,
  results: T[],
): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(count / pageRequest.pageSize));
  if (pageRequest.page > lastPage) throw errors.invalidPage();
  return {
    count,
    next: pageRequest.page < lastPage ? pageLink(request, pageRequest.page + 1) : null,
    previous: pageRequest.page > 1 ? pageLink(request, pageRequest.page - 1) : null,
    results,
  };
}

/** What a service answers for one page of a list: the page's items and the list's total. */
export interface Page<T> {
  total: number;
  results: T[];
}

/**
 * For services: runs a count and a page query together, so a list costs one round trip of latency,
 * not two.
 */
export async function countedPage<T>(
  page: PageRequest,
  count: () => Promise<number>,
  fetchPage: (limit: number, offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const [total, results] = await Promise.all([count(), fetchPage(page.pageSize, page.offset)]);
  return { total, results };
}

/**
 * For routes: reads `?page` / `?page_size`, asks the service for that page and shapes DRF's body with
 * links built from the request. A store may report total 0 for an empty page: it is then page 1 of an
 * empty list or a page past the end, which is 404 either way.
 */
export async function paged<T>(
  request: FastifyRequest,
  query: { page?: string | undefined; page_size?: string | undefined },
  load: (page: PageRequest) => Promise<Page<T>>,
): Promise<Paginated<T>> {
  const pageRequest = readPage(query);
  const { total, results } = await load(pageRequest);
  return pageBody(request, pageRequest, total, results);
}
