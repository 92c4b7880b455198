import { ChevronLeft, ChevronRight } from 'lucide-react';
import { COUNT_CAP } from '@shared/limits';
import { Button } from '../ui/button';

// Issue 19: server-side pages. Past 10,000 matches a list is counted no further (issue 17), so
// the pages reach that far; a narrower filter or another sort finds the rest.
export function TablePager({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(Math.min(total, COUNT_CAP) / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-end gap-3 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous page
      </Button>
      <span aria-current="page">
        Page {page.toLocaleString('en-US')} of {pages.toLocaleString('en-US')}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next page
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
