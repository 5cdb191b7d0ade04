import type { AnyBulkWriteOperation } from 'mongodb';
import type { Checkpoint } from '../event-store/event-store.port';
import type { RowWrite } from './read-store.port';

export interface RowDocument {
  _id: string;
  data: object;
}
export interface CheckpointDocument {
  _id: string;
  txId: string;
  position: string;
  updatedAt: Date;
}

export const BULK_CHUNK = 1_000;

/** PostgreSQL's jsonb refuses \u0000; refusing it here too keeps rows portable between the profiles. */
export const assertStorable = (value: unknown): void => {
  if (typeof value === 'string' && value.includes('\u0000'))
    throw new Error('a row may not hold the \\u0000 character');
  if (value && typeof value === 'object') Object.values(value).forEach(assertStorable);
};

export const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/** The bulk operations of a commit per model; the last write of a row wins. */
export const rowOperationsByModel = (
  writes: RowWrite[],
): Map<string, AnyBulkWriteOperation<RowDocument>[]> => {
  const latest = new Map<string, RowWrite>();
  for (const write of writes) latest.set(JSON.stringify([write.model, write.id]), write);
  const byModel = new Map<string, AnyBulkWriteOperation<RowDocument>[]>();
  for (const write of latest.values()) {
    const operations = byModel.get(write.model) ?? [];
    operations.push(
      write.row === null
        ? { deleteOne: { filter: { _id: write.id } } }
        : {
            replaceOne: {
              filter: { _id: write.id },
              replacement: { data: write.row },
              upsert: true,
            },
          },
    );
    byModel.set(write.model, operations);
  }
  return byModel;
};

export const checkpointUpdate = (
  name: string,
  checkpoint: Checkpoint,
): AnyBulkWriteOperation<CheckpointDocument> => ({
  updateOne: {
    filter: { _id: name },
    update: {
      $set: { txId: checkpoint.txId, position: checkpoint.position, updatedAt: new Date() },
    },
    upsert: true,
  },
});
