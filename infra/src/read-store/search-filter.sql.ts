import type { SearchFilter } from '@cairn/contracts';
import type { FieldMapping } from './read-store.port';
import { jsonAt, ReadStoreQueryError, textAt } from './json-path.sql';

/** Collects bound values and hands out their $n placeholders. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

type Value = SearchFilter['value'];

const invalid = (filter: SearchFilter, why: string): never => {
  throw new ReadStoreQueryError(
    'INVALID_FILTER_VALUE',
    `${filter.field} ${filter.operator}: ${why}`,
  );
};

const scalar = (filter: SearchFilter, value: Value = filter.value): string => {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return invalid(filter, 'expects a single value');
};

const list = (filter: SearchFilter): string[] => {
  const { value } = filter;
  if (Array.isArray(value)) return value.map(String);
  return [scalar(filter)];
};

/** Timestamps and numbers are checked here so a bad value is a 400, not a failed cast in SQL. */
const typed = (filter: SearchFilter, mapping: FieldMapping, raw: string): string => {
  if (mapping.type === 'timestamp' && Number.isNaN(Date.parse(raw)))
    invalid(filter, `not a timestamp: ${raw}`);
  if (mapping.type === 'number' && (raw.trim() === '' || !Number.isFinite(Number(raw))))
    invalid(filter, `not a number: ${raw}`);
  return raw;
};

/** ILIKE pattern matching `text` anywhere, with its own %, _ and \ taken literally. */
const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const CAST: Record<FieldMapping['type'], string> = {
  text: 'text',
  timestamp: 'timestamptz',
  number: 'numeric',
  textArray: 'text',
};

const scalarCondition = (
  filter: SearchFilter,
  mapping: FieldMapping,
  params: SqlParams,
): string => {
  const text = textAt(mapping.path);
  const cast = CAST[mapping.type];
  // Compare as the declared type (an ISO instant with another offset is still equal).
  const value = mapping.type === 'text' ? text : `${text}::${cast}`;
  switch (filter.operator) {
    case 'CONTAINS':
      return `${text} ilike ${params.add(containsPattern(scalar(filter)))}`;
    case 'EQUALS':
      return `${value} = ${params.add(typed(filter, mapping, scalar(filter)))}::${cast}`;
    case 'GREATER_THAN_OR_EQUAL':
      return `${value} >= ${params.add(typed(filter, mapping, scalar(filter)))}::${cast}`;
    case 'LESS_THAN_OR_EQUAL':
      return `${value} <= ${params.add(typed(filter, mapping, scalar(filter)))}::${cast}`;
    case 'IN':
      return `${value} = any(${params.add(list(filter).map((v) => typed(filter, mapping, v)))}::${cast}[])`;
    case 'IS_EMPTY':
      return `coalesce(${text}, '') = ''`;
  }
};

const arrayCondition = (filter: SearchFilter, mapping: FieldMapping, params: SqlParams): string => {
  const json = jsonAt(mapping.path);
  switch (filter.operator) {
    // Bare expressions (a missing list gives null, so no match) so the GIN index applies.
    case 'CONTAINS':
    case 'EQUALS':
      return `${json} @> jsonb_build_array(${params.add(scalar(filter))}::text)`;
    case 'IN':
      return `${json} ?| ${params.add(list(filter))}::text[]`;
    case 'IS_EMPTY':
      return `coalesce(${json}, 'null'::jsonb) in ('null'::jsonb, '[]'::jsonb)`;
    default:
      return invalid(filter, 'not supported on a list field');
  }
};

/**
 * One filter of the spec's paged search as a SQL condition. IS_EMPTY means null, empty text
 * or an empty list; with value false it means the opposite.
 */
export const filterCondition = (
  filter: SearchFilter,
  mapping: FieldMapping | undefined,
  model: string,
  params: SqlParams,
): string => {
  if (!mapping)
    throw new ReadStoreQueryError(
      'UNKNOWN_FILTER_FIELD',
      `${filter.field} is not a filter of ${model}`,
    );
  const condition =
    mapping.type === 'textArray'
      ? arrayCondition(filter, mapping, params)
      : scalarCondition(filter, mapping, params);
  return filter.operator === 'IS_EMPTY' && filter.value === false
    ? `not (${condition})`
    : `(${condition})`;
};

/** The default order: the model's sortBy descending (numbers as numbers), then id. */
export const orderBy = (
  sortBy: string | undefined,
  sortType: FieldMapping['type'] | undefined,
): string => {
  if (!sortBy) return 'order by id';
  const text = textAt(sortBy);
  return sortType === 'number' ? `order by ${text}::numeric desc, id` : `order by ${text} desc, id`;
};
