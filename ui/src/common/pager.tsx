import { Button, HTMLSelect } from '@blueprintjs/core';
import { PAGE_SIZE_OPTIONS } from './use-page-size';
import './pager.css';
import { t } from './widgets.messages';

export interface PagerProps {
  page: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
  /** The page sizes offered, and what a page holds ('Rows' of a table, 'Cards' of a QR sheet). */
  sizes?: readonly number[];
  unit?: 'Rows' | 'Cards';
  className?: string;
}

/** Page navigation under a paged table; pages are 0-based like the API. */
export function Pager({
  page,
  size,
  total,
  onPageChange,
  onSizeChange,
  sizes = PAGE_SIZE_OPTIONS,
  unit = 'Rows',
  className,
}: PagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const first = total === 0 ? 0 : page * size + 1;
  const last = Math.min(total, (page + 1) * size);
  return (
    <nav className={`cairn-pager ${className ?? ''}`} aria-label={t('widgets.pagination')}>
      <span className="cairn-pager__range">{t('widgets.range', { first, last, total })}</span>
      <label className="cairn-pager__size">
        {t(unit === 'Cards' ? 'widgets.cardsPerPage' : 'widgets.rowsPerPage')}{' '}
        <HTMLSelect
          value={size}
          aria-label={t(unit === 'Cards' ? 'widgets.cardsPerPage' : 'widgets.rowsPerPage')}
          onChange={(e) => onSizeChange(Number(e.currentTarget.value))}
          options={sizes.map((n) => ({ value: n, label: String(n) }))}
        />
      </label>
      <Button
        icon="chevron-left"
        variant="minimal"
        aria-label={t('widgets.previousPage')}
        disabled={page <= 0}
        onClick={() => onPageChange(page - 1)}
      />
      <span>
        Page {page + 1} of {pageCount}
      </span>
      <Button
        icon="chevron-right"
        variant="minimal"
        aria-label={t('widgets.nextPage')}
        disabled={page + 1 >= pageCount}
        onClick={() => onPageChange(page + 1)}
      />
    </nav>
  );
}
