import { useState } from 'react';
import { usePageSize } from './use-page-size';

/**
 * Pages through a list already in memory (the hub list is paged on the client, Document 1 §2),
 * with the page size remembered per list. The page returns to the first when `resetKey` changes
 * (new filters), but not when the same list is merely reloaded after a row action.
 * Returns the rows to show and the props of `<Pager>`.
 */
export function useClientPagination<T>(items: readonly T[], listName: string, resetKey: string) {
  const [size, setSize] = usePageSize(listName);
  const [state, setState] = useState({ page: 0, resetKey });
  if (state.resetKey !== resetKey) setState({ page: 0, resetKey }); // adjusting state while rendering: no extra effect pass
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const page = state.resetKey === resetKey ? Math.min(state.page, pageCount - 1) : 0;

  return {
    pageItems: items.slice(page * size, page * size + size),
    pager: {
      page,
      size,
      total: items.length,
      onPageChange: (next: number) => setState({ page: next, resetKey }),
      onSizeChange: (next: number) => {
        setSize(next);
        setState({ page: 0, resetKey });
      },
    },
  };
}
