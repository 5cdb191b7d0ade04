import type { PagedSearchRequest, SearchFilter } from './paged-search.schema';

// No zod here: the first script of every visit builds a search query (issue 18).
/** Empty filter values are dropped unless the operator is IS_EMPTY (Document 1 §7). */
export const dropEmptyFilters = (filters: SearchFilter[]): SearchFilter[] =>
  filters.filter(
    (f) =>
      f.operator === 'IS_EMPTY' ||
      !(
        f.value === undefined ||
        f.value === null ||
        f.value === '' ||
        (Array.isArray(f.value) && f.value.length === 0)
      ),
  );

/** GET endpoints carry the search in the query string: ?page=&size=&filters=<json> */
export const searchToQuery = (req: Partial<PagedSearchRequest>): string => {
  const p = new URLSearchParams();
  if (req.page !== undefined) p.set('page', String(req.page));
  if (req.size !== undefined) p.set('size', String(req.size));
  const filters = dropEmptyFilters(req.filters ?? []);
  if (filters.length) p.set('filters', JSON.stringify(filters));
  return p.toString();
};
