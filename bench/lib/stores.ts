import type { DomainEvent } from '@cairn/contracts';
import { createPgSqlClient, type SqlClient } from '@cairn/infra';
import { isExpectedVersionConflictError, STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import {
  getPostgreSQLEventStore,
  readMessagesBatch,
  type PostgresEventStore as EmmettStore,
} from '@event-driven-io/emmett-postgresql';
import { dumbo } from '@event-driven-io/dumbo';
import { OursStore, type BenchStore, type ReadBack } from './ours.store';

/** Our side lives in ours.store.ts, which loads no peer code (the embedded group's child process measures its memory). */
export * from './ours.store';

export class PeerStore implements BenchStore {
  readonly side = 'peer' as const;
  private readonly reader;
  /** For the version look-up of A5: one indexed row, as ours reads its streams table (Emmett's readStream reads events). */
  private readonly plain: SqlClient;
  constructor(
    readonly url: string,
    readonly store: EmmettStore,
  ) {
    this.reader = dumbo({ connectionString: url });
    this.plain = createPgSqlClient({ connectionString: url, max: 8 });
  }

  static async open(url: string): Promise<PeerStore> {
    const store = getPostgreSQLEventStore(url);
    await store.schema.migrate();
    return new PeerStore(url, store);
  }

  async append(
    streamId: string,
    expectedVersion: number,
    events: DomainEvent[],
  ): Promise<'ok' | 'conflict'> {
    try {
      await this.store.appendToStream(streamId, events, {
        expectedStreamVersion:
          expectedVersion === -1 ? STREAM_DOES_NOT_EXIST : BigInt(expectedVersion + 1),
      });
      return 'ok';
    } catch (error) {
      if (isExpectedVersionConflictError(error)) return 'conflict';
      throw error;
    }
  }

  async version(streamId: string): Promise<number> {
    const { rows } = await this.plain.query<{ v: string }>(
      'select stream_position::text as v from emt_streams where stream_id = $1 and not is_archived',
      [streamId],
    );
    return rows[0] ? Number(rows[0].v) - 1 : -1;
  }

  async readAll(batchSize: number, onBatch: (events: ReadBack[]) => void): Promise<number> {
    let after = 0n;
    let total = 0;
    for (;;) {
      const batch = await readMessagesBatch(this.reader.execute, { after, batchSize });
      if (batch.messages.length > 0) {
        onBatch(
          batch.messages.map((m) => ({
            id: m.metadata.messageId,
            streamId: m.metadata.streamName,
            streamPosition: Number(m.metadata.streamPosition) - 1,
            globalPosition: String(m.metadata.globalPosition),
            type: m.type,
            data: m.data,
          })),
        );
        total += batch.messages.length;
      }
      if (!batch.areMessagesLeft || batch.messages.length === 0) return total;
      after = batch.currentGlobalPosition;
    }
  }

  async close(): Promise<void> {
    await this.store.close();
    await this.reader.close();
    await this.plain.close();
  }
}

export const openStore = (side: 'ours' | 'peer', url: string): Promise<BenchStore> =>
  side === 'ours' ? OursStore.open(url) : PeerStore.open(url);
