import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@cairn/contracts';
import {
  createPgSqlClient,
  createPostgresEventStore,
  type EventStore,
  type SqlClient,
  START,
  type Checkpoint,
} from '@cairn/infra';
import type { BenchConfig } from './harness';

/** An event as both sides read it back, for the correctness checks. */
export interface ReadBack {
  id: string;
  streamId: string;
  streamPosition: number;
  /** The store's own place of the event in its log (bigint as text), where it says one. */
  globalPosition?: string;
  type: string;
  data: unknown;
}

/**
 * The one surface the append and read scenarios drive, over our store or Emmett's.
 * Versions are ours: the last stream position (from 0), -1 for a stream that does not exist.
 */
export interface BenchStore {
  side: 'ours' | 'peer';
  append(
    streamId: string,
    expectedVersion: number,
    events: DomainEvent[],
  ): Promise<'ok' | 'conflict'>;
  version(streamId: string): Promise<number>;
  readAll(batchSize: number, onBatch: (events: ReadBack[]) => void): Promise<number>;
  close(): Promise<void>;
}

export const databaseUrl = (config: BenchConfig, name: string): string =>
  `${config.serverUrl}/${config.dbPrefix}${name}`;

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

const METADATA = {
  actorUuid: '11111111-1111-4111-8111-111111111111',
  correlationId: 'bench',
  causationId: null,
  occurredAt: '2026-01-01T00:00:00.000Z',
};

export class OursStore implements BenchStore {
  readonly side = 'ours' as const;
  constructor(
    readonly sql: SqlClient,
    readonly events: EventStore,
    readonly url = '',
  ) {}

  static async open(url: string): Promise<OursStore> {
    const sql = createPgSqlClient({ connectionString: url, max: 16 });
    return new OursStore(sql, await createPostgresEventStore(sql), url);
  }

  async append(
    streamId: string,
    expectedVersion: number,
    events: DomainEvent[],
  ): Promise<'ok' | 'conflict'> {
    const outcome = await this.events.append({
      commandId: randomUUID(),
      appends: [
        { streamId, expectedVersion, events: events.map((e) => ({ ...e, id: randomUUID() })) },
      ],
      metadata: METADATA,
      result: { status: 201, body: null },
    });
    if (outcome.kind === 'duplicate') throw new Error('unexpected duplicate command');
    return outcome.kind === 'appended' ? 'ok' : 'conflict';
  }

  async version(streamId: string): Promise<number> {
    const { rows } = await this.sql.query<{ version: number }>(
      'select version from streams where stream_id = $1',
      [streamId],
    );
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
