import { Button, HTMLSelect } from '@blueprintjs/core';
import { TRACKING_PAGE_SIZES } from './use-tracking-page-size';
import '../common/pager.css';

interface TrackingPagerProps {
  page: number; size: number; total: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
}

/** The shared Pager's look with the sheet-sized options 16, 32, 48. */
export function TrackingPager({ page, size, total, onPageChange, onSizeChange }: TrackingPagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const first = total === 0 ? 0 : page * size + 1;
  const last = Math.min(total, (page + 1) * size);
  return (
    <nav className="cairn-pager no-print" aria-label="Pagination">
      <span className="cairn-pager__range">{first}–{last} of {total}</span>
      <label className="cairn-pager__size">
        Cards per page{' '}
        <HTMLSelect value={size} aria-label="Cards per page" onChange={(e) => onSizeChange(Number(e.currentTarget.value))}
          options={TRACKING_PAGE_SIZES.map((n) => ({ value: n, label: String(n) }))} />
      </label>
      <Button icon="chevron-left" variant="minimal" aria-label="Previous page" disabled={page <= 0} onClick={() => onPageChange(page - 1)} />
      <span>Page {page + 1} of {pageCount}</span>
      <Button icon="chevron-right" variant="minimal" aria-label="Next page" disabled={page + 1 >= pageCount} onClick={() => onPageChange(page + 1)} />
    </nav>
  );
}
