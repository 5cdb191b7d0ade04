/** The fields both drivers (pg's DatabaseError, PGlite's DatabaseError) put on a server error. */
export interface SqlErrorInfo {
  code?: string;
  table?: string;
  constraint?: string;
}

export const sqlErrorOf = (error: unknown): SqlErrorInfo => {
  if (typeof error !== 'object' || error === null) return {};
  const { code, table, constraint } = error as Record<string, unknown>;
  const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
  return { code: text(code), table: text(table), constraint: text(constraint) };
};

export const SQL_UNIQUE_VIOLATION = '23505';
export const SQL_SERIALIZATION_FAILURE = '40001';
export const SQL_DEADLOCK_DETECTED = '40P01';
