import { dropEmptyFilters, type PagedSearchRequest, type SearchFilter } from '@cairn/contracts';
import type { FieldMapping, ReadModelDefinition, SumGroup, SumQuery } from './read-store.port';
import { ReadStoreQueryError } from './json-path.sql';

/** A MongoDB query document (the subset this module writes); plain data, so mingo can run it too. */
export type MongoFilter = Record<string, unknown>;
export type MongoSort = Record<string, 1 | -1>;

/** Same rule as the SQL adapter: dotted identifiers only, so a path can never be an operator ($...). */
const PATH_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** Where a row's JSON path lives in a stored document (rows are kept under `data`). */
export const mongoPath = (path: string): string => {
  if (!PATH_PATTERN.test(path))
    throw new ReadStoreQueryError('INVALID_JSON_PATH', `invalid JSON path: ${path}`);
  return `data.${path}`;
};

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

const list = (filter: SearchFilter): string[] =>
  Array.isArray(filter.value) ? filter.value.map(String) : [scalar(filter)];

/**
 * A filter value as stored: numbers as numbers; timestamps as the canonical ISO text rows hold
 * (toISOString, UTC with milliseconds), so text order is time order and "+02:00" still matches.
 */
const typed = (filter: SearchFilter, mapping: FieldMapping, raw: string): string | number => {
  if (mapping.type === 'timestamp') {
    const time = Date.parse(raw);
    return Number.isNaN(time)
      ? invalid(filter, `not a timestamp: ${raw}`)
      : new Date(time).toISOString();
  }
  if (mapping.type === 'number') {
    return raw.trim() === '' || !Number.isFinite(Number(raw))
      ? invalid(filter, `not a number: ${raw}`)
      : Number(raw);
  }
  return raw;
};

/** A case-insensitive regex matching `text` literally, anywhere (ILIKE '%text%' with % and _ literal). */
const containsRegex = (text: string): { $regex: string; $options: string } => ({
  $regex: text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&'),
  $options: 'i',
});

const scalarCondition = (
  filter: SearchFilter,
  mapping: FieldMapping,
  path: string,
): MongoFilter => {
  switch (filter.operator) {
    case 'CONTAINS':
      return { [path]: containsRegex(scalar(filter)) };
    case 'EQUALS':
      return { [path]: { $eq: typed(filter, mapping, scalar(filter)) } };
    case 'GREATER_THAN_OR_EQUAL':
      return { [path]: { $gte: typed(filter, mapping, scalar(filter)) } };
    case 'LESS_THAN_OR_EQUAL':
      return { [path]: { $lte: typed(filter, mapping, scalar(filter)) } };
    case 'IN':
      return { [path]: { $in: list(filter).map((value) => typed(filter, mapping, value)) } };
    case 'IS_EMPTY':
      // `null` matches a missing field too.
      return { $or: [{ [path]: null }, { [path]: '' }] };
  }
};

const arrayCondition = (filter: SearchFilter, path: string): MongoFilter => {
  switch (filter.operator) {
    // $elemMatch: only a list holding the value matches, as jsonb @> does (not a plain text field).
    case 'CONTAINS':
    case 'EQUALS':
      return { [path]: { $elemMatch: { $eq: scalar(filter) } } };
    case 'IN':
      return { [path]: { $elemMatch: { $in: list(filter) } } };
    case 'IS_EMPTY':
      return { $or: [{ [path]: null }, { [path]: { $size: 0 } }] };
    default:
      return invalid(filter, 'not supported on a list field');
  }
};

/** One filter of the spec's paged search as a MongoDB condition, with the SQL adapter's meaning. */
export const mongoCondition = (
  filter: SearchFilter,
  mapping: FieldMapping | undefined,
  model: string,
): MongoFilter => {
  if (!mapping)
    throw new ReadStoreQueryError(
      'UNKNOWN_FILTER_FIELD',
      `${filter.field} is not a filter of ${model}`,
    );
  const path = mongoPath(mapping.path);
  const condition =
    mapping.type === 'textArray'
      ? arrayCondition(filter, path)
      : scalarCondition(filter, mapping, path);
  return filter.operator === 'IS_EMPTY' && filter.value === false
    ? { $nor: [condition] }
    : condition;
};

/** A value compared as text, as PostgreSQL's ->> does: the stored value may be text, a number or a boolean. */
export const asTextValues = (
  value: string | number | boolean,
): Array<string | number | boolean> => {
  const text = String(value);
  const values: Array<string | number | boolean> = [text];
  if (text.trim() !== '' && Number.isFinite(Number(text))) values.push(Number(text));
  if (text === 'true' || text === 'false') values.push(text === 'true');
  return values;
};

/** The whole search's filter: the scope's fixed EQUALS (as text) and every non-empty filter. */
export const mongoSearchFilter = (
  definition: ReadModelDefinition,
  request: PagedSearchRequest,
  scope: Partial<Record<string, string>> = {},
): MongoFilter => {
  const conditions: MongoFilter[] = [];
  for (const [path, value] of Object.entries(scope)) {
    if (value !== undefined) conditions.push({ [mongoPath(path)]: { $in: asTextValues(value) } });
  }
  for (const filter of dropEmptyFilters(request.filters ?? [])) {
    conditions.push(mongoCondition(filter, definition.fields[filter.field], definition.name));
  }
  return conditions.length === 0 ? {} : { $and: conditions };
};

/** The default order: sortBy descending (numbers are stored as numbers, so they sort as numbers), then id. */
export const mongoSort = (definition: ReadModelDefinition | undefined): MongoSort =>
  definition?.sortBy ? { [mongoPath(definition.sortBy)]: -1, _id: 1 } : { _id: 1 };

interface SumGroupDocument {
  _id: Record<string, unknown>;
  sum: number;
  count: number;
}

/** A SumQuery as an aggregation pipeline: MongoDB runs it, and mingo for the in-memory store. */
export const sumPipeline = (query: SumQuery): Array<Record<string, unknown>> => {
  const match: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(query.where))
    match[mongoPath(path)] = { $in: asTextValues(value) };
  if (query.range) {
    const bounds: Record<string, string> = {};
    if (query.range.from !== undefined) bounds.$gte = query.range.from;
    if (query.range.to !== undefined) bounds.$lte = query.range.to;
    match[mongoPath(query.range.path)] = bounds;
  }
  const id = Object.fromEntries(
    query.groupBy.map((path, i) => [`k${i}`, { $ifNull: [`$${mongoPath(path)}`, null] }]),
  );
  return [
    { $match: match },
    {
      $group: {
        _id: id,
        sum: { $sum: { $toDouble: `$${mongoPath(query.sum)}` } },
        count: { $sum: 1 },
      },
    },
  ];
};

/** The pipeline's groups with their keys as text, as PostgreSQL's ->> gives them. */
export const sumGroupsOf = (query: SumQuery, groups: readonly SumGroupDocument[]): SumGroup[] =>
  groups.map((g) => ({
    keys: query.groupBy.map((_, i) =>
      g._id[`k${i}`] === null || g._id[`k${i}`] === undefined ? null : String(g._id[`k${i}`]),
    ),
    sum: g.sum,
    count: g.count,
  }));
