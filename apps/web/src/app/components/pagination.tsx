import { ChevronLeft, ChevronRight } from 'lucide-react';

interface PaginationProps {
  page: number;
  pageCount: number;
  count: number;
  onPage: (page: number) => void;
  /** "raw texts" for "42 raw texts". */
  noun: string;
}

/** Previous / next with "Page 2 of 5"; hidden when everything fits on one page. */
export function Pagination({ page, pageCount, count, onPage, noun }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      <span>
        Page {page} of {pageCount} · {count} {noun}
      </span>
      <div className="pagination-buttons">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft aria-hidden="true" size={16} /> Previous
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        >
          Next <ChevronRight aria-hidden="true" size={16} />
        </button>
      </div>
    </nav>
  );
}
