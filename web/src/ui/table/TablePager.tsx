// Page controls under a table: "Showing a–b of n", Previous / Next and the page number. When a
// delete empties the last page, the table moves back to the new last page by itself instead of
// showing its empty text with "Page 2 of 1".
import { useEffect } from 'react';
import { Button } from '../Button';

interface TablePagerProps {
  page: number;
  pageSize: number;
  totalCount: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}

export function TablePager({ page, pageSize, totalCount, onPage, disabled = false }: TablePagerProps) {
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  const first = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(totalCount, page * pageSize);
  const pastTheEnd = totalCount > 0 && page > pages;
  useEffect(() => {
    if (pastTheEnd && !disabled) onPage(pages);
  }, [pastTheEnd, disabled, pages, onPage]);

  return (
    <nav aria-label="Pagination" className="mt-3 flex items-center justify-between gap-3 text-sm text-slate-600">
      <span>
        Showing {first}–{last} of {totalCount}
      </span>
      <div className="flex items-center gap-2">
        <Button variant="secondary" className="px-3 py-1.5" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span aria-current="page">
          Page {page} of {pages}
        </span>
        <Button variant="secondary" className="px-3 py-1.5" disabled={disabled || page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
