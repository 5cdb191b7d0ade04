import type { EventMetadata, StoredEvent } from '@cairn/contracts';
import { upcast } from './event.upcaster';

/**
 * One row of `events`, with the 64-bit columns as text so both drivers agree (PGlite would
 * give numbers). The aliases shadow the columns in ORDER BY: order by `events.<column>`.
 */
export interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_position: number;
  id: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
}

export const EVENT_COLUMNS = `global_position::text as global_position, transaction_id::text as transaction_id,
  stream_id, stream_position, id::text as id, type, schema_version, data, metadata`;

export const toStoredEvent = (row: EventRow): StoredEvent => {
  const event = upcast(row.type, row.schema_version, row.data);
  // The row's type and data were validated by the contract schemas when appended.
  return {
    id: row.id,
    type: event.type,
    schemaVersion: event.schemaVersion,
    data: event.data,
    streamId: row.stream_id,
    streamPosition: row.stream_position,
    globalPosition: row.global_position,
    transactionId: row.transaction_id,
    metadata: row.metadata,
  } as StoredEvent;
};

export const compareGlobalPosition = (a: EventRow, b: EventRow): number => {
  const diff = BigInt(a.global_position) - BigInt(b.global_position);
  return diff === 0n ? 0 : diff < 0n ? -1 : 1;
};
