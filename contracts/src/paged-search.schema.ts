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

export interface Page<T> {
  items: T[];
  pagination: { total: number; page: number; size: number };
}
