import { z } from 'zod';
import { FilterField, FilterOperator } from './enums';

/** The spec's paged search: page (0-based), size, filters; answered as { items, pagination: { total } }. */
export const SearchFilter = z.object({
  field: FilterField,
  operator: FilterOperator,
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]).optional(),
});
export type SearchFilter = z.infer<typeof SearchFilter>;

export const PagedSearchRequest = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(25),
  filters: z.array(SearchFilter).max(20).default([]),
});
export type PagedSearchRequest = z.infer<typeof PagedSearchRequest>;

export interface Page<T> { items: T[]; pagination: { total: number; page: number; size: number } }

/** Empty filter values are dropped unless the operator is IS_EMPTY (Document 1 §7). */
export const dropEmptyFilters = (filters: SearchFilter[]): SearchFilter[] =>
  filters.filter((f) => f.operator === 'IS_EMPTY' ||
    !(f.value === undefined || f.value === null || f.value === '' || (Array.isArray(f.value) && f.value.length === 0)));

/** GET endpoints carry the search in the query string: ?page=&size=&filters=<json> */
export const searchToQuery = (req: Partial<PagedSearchRequest>): string => {
  const p = new URLSearchParams();
  if (req.page !== undefined) p.set('page', String(req.page));
  if (req.size !== undefined) p.set('size', String(req.size));
  const filters = dropEmptyFilters(req.filters ?? []);
  if (filters.length) p.set('filters', JSON.stringify(filters));
  return p.toString();
};
