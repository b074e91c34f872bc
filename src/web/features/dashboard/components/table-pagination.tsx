import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { pageButtons, showingText, type Page } from '../lib/property-table-state.js';

/** Previous, up to 5 page buttons, Next and "Showing X-Y of N properties"; only with 2+ pages. */
export function TablePagination({
  page,
  onPageChange,
}: {
  page: Page<unknown>;
  onPageChange(page: number): void;
}) {
  if (page.totalPages <= 1) return null;
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row"
    >
      <p className="text-sm text-slate-600" data-testid="showing-text">
        {showingText(page)}
      </p>
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="sm"
          disabled={page.page <= 1}
          onClick={() => onPageChange(page.page - 1)}
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          Previous
        </Button>
        {pageButtons(page.page, page.totalPages).map((n) => (
          <Button
            key={n}
            variant={n === page.page ? 'primary' : 'outline'}
            size="sm"
            aria-label={`Page ${n}`}
            aria-current={n === page.page ? 'page' : undefined}
            onClick={() => onPageChange(n)}
          >
            {n}
          </Button>
        ))}
        <Button
          variant="outline"
          size="sm"
          disabled={page.page >= page.totalPages}
          onClick={() => onPageChange(page.page + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </nav>
  );
}
