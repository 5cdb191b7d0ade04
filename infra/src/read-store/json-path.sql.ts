import { createHash } from 'node:crypto';

/**
 * JSON paths of read model rows are written into SQL text, never bound: an expression index
 * is only used when the query repeats its expression literally. So every path is checked
 * against this pattern first (dotted identifiers only); values are always bound parameters.
 */
const PATH_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

export class ReadStoreQueryError extends Error {
  constructor(
    readonly code:
      'UNKNOWN_FILTER_FIELD' | 'INVALID_FILTER_VALUE' | 'INVALID_JSON_PATH' | 'UNKNOWN_READ_MODEL',
    message: string,
  ) {
    super(message);
    this.name = 'ReadStoreQueryError';
  }
}

const segments = (path: string): string[] => {
  if (!PATH_PATTERN.test(path))
    throw new ReadStoreQueryError('INVALID_JSON_PATH', `invalid JSON path: ${path}`);
  return path.split('.');
};

/** The value at path as text (null when absent). */
export const textAt = (path: string): string => {
  const parts = segments(path);
  return parts.length === 1 ? `(data->>'${parts[0]}')` : `(data#>>'{${parts.join(',')}}')`;
};

/** The value at path as jsonb (for arrays). */
export const jsonAt = (path: string): string => {
  const parts = segments(path);
  return parts.length === 1 ? `(data->'${parts[0]}')` : `(data#>'{${parts.join(',')}}')`;
};

/** A string literal for DDL, where parameters are not allowed (a partial index's predicate). */
export const sqlLiteral = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/** A valid, unique-enough index name within PostgreSQL's 63 bytes. */
export const indexName = (...parts: string[]): string => {
  const raw = ['read_rows', ...parts]
    .join('_')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');
  if (raw.length <= 63) return raw;
  const hash = createHash('sha256').update(raw).digest('hex').slice(0, 10);
  return `${raw.slice(0, 52)}_${hash}`;
};
