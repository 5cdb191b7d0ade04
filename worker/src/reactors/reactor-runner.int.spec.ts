import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredEvent } from '@cairn/contracts';
import {
  createPgliteSqlClient,
  createPostgresEventStore,
  createPostgresReadStore,
  silentLogger,
  type EventStore,
  type ReadStore,
  type SqlClient,
} from '@cairn/infra';
import { ReactorRunner, type Reactor } from './reactor-runner';

let sql: SqlClient;
let events: EventStore;
let rows: ReadStore;
beforeEach(async () => {
  sql = await createPgliteSqlClient();
  events = await createPostgresEventStore(sql);
  rows = await createPostgresReadStore(sql);
});
afterEach(async () => {
  await events.close();
  await sql.close();
});

const upload = async () => {
  const uuid = randomUUID();
  const data = {
    uuid,
    hubUuid: null,
    sha256: 'a'.repeat(64),
    fileName: 'x.png',
    size: 1,
    mimeType: 'image/png',
    latitude: null,
    longitude: null,
    accuracy: null,
    uploadedAt: '2026-11-01T00:00:00.000Z',
  };
  await events.append({
    commandId: randomUUID(),
    appends: [
      {
        streamId: `fileUpload-${uuid}`,
        expectedVersion: -1,
        events: [{ id: randomUUID(), type: 'FileUploaded', data } as never],
      },
    ],
    metadata: {
      actorUuid: null,
      correlationId: 'c',
      causationId: null,
      occurredAt: '2026-11-01T00:00:00.000Z',
    },
    result: { status: 201, body: null },
  });
  return uuid;
};
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
};

describe('the reactor runner', () => {
  it('tries a failed reaction again, leaves one that keeps failing behind, and goes on', async () => {
    const [flaky, broken, fine] = [await upload(), await upload(), await upload()];
    const tries = new Map<string, number>();
    const done: string[] = [];
    const reactor: Reactor = {
      name: 'test',
      handles: ['FileUploaded'],
      react: async (event: StoredEvent) => {
        const uuid = (event.data as { uuid: string }).uuid;
        tries.set(uuid, (tries.get(uuid) ?? 0) + 1);
        if (uuid === broken || (uuid === flaky && tries.get(uuid)! < 3))
          throw new Error('store away');
        done.push(uuid);
      },
    };
    const runner = new ReactorRunner(events, rows, reactor, silentLogger, { retryMs: 5 });
    await runner.start();
    await until(() => done.includes(fine));
    await runner.stop();
    expect(done).toEqual([flaky, fine]);
    expect(tries.get(flaky)).toBe(3);
    expect(tries.get(broken)).toBe(4);
  });

  it('moves its checkpoint after each reaction: a restart re-runs only the one it was in', async () => {
    const uuids = [await upload(), await upload(), await upload()];
    const seen: string[] = [];
    let stopAt: string | null = uuids[1];
    let runner: ReactorRunner | null = null;
    const reactor: Reactor = {
      name: 'slow',
      handles: ['FileUploaded'],
      react: async (event: StoredEvent) => {
        const uuid = (event.data as { uuid: string }).uuid;
        seen.push(uuid);
        // A crash in the middle of the batch: the runner stops inside the second reaction.
        if (uuid === stopAt) {
          stopAt = null;
          void runner!.stop();
          throw new Error('killed');
        }
      },
    };
    runner = new ReactorRunner(events, rows, reactor, silentLogger, { retryMs: 5 });
    await runner.start();
    await until(() => seen.length >= 2);
    await runner.stop();
    const again = new ReactorRunner(events, rows, reactor, silentLogger, { retryMs: 5 });
    await again.start();
    await until(() => seen.length >= 4);
    await again.stop();
    expect(seen).toEqual([uuids[0], uuids[1], uuids[1], uuids[2]]);
  });
});
