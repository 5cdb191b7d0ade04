import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@cairn/contracts';
import { createPgSqlClient, createPostgresEventStore, type EventStore, type SqlClient, START, type Checkpoint } from '@cairn/infra';
import { isExpectedVersionConflictError, STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore, readMessagesBatch, type PostgresEventStore as EmmettStore } from '@event-driven-io/emmett-postgresql';
import { dumbo } from '@event-driven-io/dumbo';
import type { BenchConfig } from './harness';

/** An event as both sides read it back, for the correctness checks. */
export interface ReadBack { id: string; streamId: string; streamPosition: number; type: string; data: unknown }

/**
 * The one surface the append and read scenarios drive, over our store or Emmett's.
 * Versions are ours: the last stream position (from 0), -1 for a stream that does not exist.
 */
export interface BenchStore {
  side: 'ours' | 'peer';
  append(streamId: string, expectedVersion: number, events: DomainEvent[]): Promise<'ok' | 'conflict'>;
  version(streamId: string): Promise<number>;
  readAll(batchSize: number, onBatch: (events: ReadBack[]) => void): Promise<number>;
  close(): Promise<void>;
}

export const databaseUrl = (config: BenchConfig, name: string): string => `${config.serverUrl}/${config.dbPrefix}${name}`;

/** Drops and creates a database, so every run starts from the same empty state. */
export const recreateDatabase = async (config: BenchConfig, name: string): Promise<string> => {
  const admin = createPgSqlClient(`${config.serverUrl}/postgres`);
  try {
    await admin.query(`drop database if exists ${config.dbPrefix}${name} with (force)`);
    await admin.query(`create database ${config.dbPrefix}${name}`);
  } finally {
    await admin.close();
  }
  return databaseUrl(config, name);
};

const METADATA = { actorUuid: '11111111-1111-4111-8111-111111111111', correlationId: 'bench', causationId: null, occurredAt: '2026-01-01T00:00:00.000Z' };

export class OursStore implements BenchStore {
  readonly side = 'ours' as const;
  constructor(readonly sql: SqlClient, readonly events: EventStore, readonly url = '') {}

  static async open(url: string): Promise<OursStore> {
    const sql = createPgSqlClient({ connectionString: url, max: 16 });
    return new OursStore(sql, await createPostgresEventStore(sql), url);
  }

  async append(streamId: string, expectedVersion: number, events: DomainEvent[]): Promise<'ok' | 'conflict'> {
    const outcome = await this.events.append({
      commandId: randomUUID(),
      appends: [{ streamId, expectedVersion, events: events.map((e) => ({ ...e, id: randomUUID() })) }],
      metadata: METADATA,
      result: { status: 201, body: null },
    });
    if (outcome.kind === 'duplicate') throw new Error('unexpected duplicate command');
    return outcome.kind === 'appended' ? 'ok' : 'conflict';
  }

  async version(streamId: string): Promise<number> {
    const { rows } = await this.sql.query<{ version: number }>('select version from streams where stream_id = $1', [streamId]);
    return rows[0]?.version ?? -1;
  }

  async readAll(batchSize: number, onBatch: (events: ReadBack[]) => void): Promise<number> {
    let at: Checkpoint = START;
    let total = 0;
    for (;;) {
      const batch = await this.events.readAll(at, batchSize);
      if (batch.events.length === 0) return total;
      onBatch(batch.events);
      total += batch.events.length;
      at = batch.checkpoint;
    }
  }

  async close(): Promise<void> {
    await this.events.close();
    await this.sql.close();
  }
}

export class PeerStore implements BenchStore {
  readonly side = 'peer' as const;
  private readonly reader;
  /** For the version look-up of A5: one indexed row, as ours reads its streams table (Emmett's readStream reads events). */
  private readonly plain: SqlClient;
  constructor(readonly url: string, readonly store: EmmettStore) {
    this.reader = dumbo({ connectionString: url });
    this.plain = createPgSqlClient({ connectionString: url, max: 8 });
  }

  static async open(url: string): Promise<PeerStore> {
    const store = getPostgreSQLEventStore(url);
    await store.schema.migrate();
    return new PeerStore(url, store);
  }

  async append(streamId: string, expectedVersion: number, events: DomainEvent[]): Promise<'ok' | 'conflict'> {
    try {
      await this.store.appendToStream(streamId, events, {
        expectedStreamVersion: expectedVersion === -1 ? STREAM_DOES_NOT_EXIST : BigInt(expectedVersion + 1),
      });
      return 'ok';
    } catch (error) {
      if (isExpectedVersionConflictError(error)) return 'conflict';
      throw error;
    }
  }

  async version(streamId: string): Promise<number> {
    const { rows } = await this.plain.query<{ v: string }>('select stream_position::text as v from emt_streams where stream_id = $1 and not is_archived', [streamId]);
    return rows[0] ? Number(rows[0].v) - 1 : -1;
  }

  async readAll(batchSize: number, onBatch: (events: ReadBack[]) => void): Promise<number> {
    let after = 0n;
    let total = 0;
    for (;;) {
      const batch = await readMessagesBatch(this.reader.execute, { after, batchSize });
      if (batch.messages.length > 0) {
        onBatch(batch.messages.map((m) => ({
          id: m.metadata.messageId, streamId: m.metadata.streamName, streamPosition: Number(m.metadata.streamPosition) - 1, type: m.type, data: m.data,
        })));
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
