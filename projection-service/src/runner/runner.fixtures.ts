import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { type DomainEvent, HubFields, type StoredEvent } from '@cairn/contracts';
import {
  START,
  createPgliteSqlClient,
  createPostgresEventStore,
  createPostgresReadStore,
  type EventStore,
  type ReadStore,
  type SqlClient,
} from '@cairn/infra';

export const AT = '2026-11-01T00:00:00.000Z';
const hubFields = HubFields.parse({
  name: 'Hub',
  type: 'COLLECTION_CENTER',
  cameraResolution: 'W720_H960',
  street: 's',
  zipCode: '1',
  city: 'Pune',
  country: 'IN',
  currency: 'INR',
});

/** A fresh PGlite event store and read store, with helpers that append hubs and users to them. */
export const runnerFixtures = async () => {
  const sql: SqlClient = await createPgliteSqlClient();
  const events: EventStore = await createPostgresEventStore(sql);
  const rows: ReadStore = await createPostgresReadStore(sql);

  const append = async (
    streamId: string,
    expectedVersion: number,
    occurredAt: string,
    ...domain: DomainEvent[]
  ) => {
    const outcome = await events.append({
      commandId: randomUUID(),
      appends: [
        { streamId, expectedVersion, events: domain.map((e) => ({ ...e, id: randomUUID() })) },
      ],
      metadata: { actorUuid: null, correlationId: 'c', causationId: null, occurredAt },
      result: { status: 200, body: null },
    });
    expect(outcome.kind).toBe('appended');
  };

  /** Per hub: HubCreated, HubPaused for every other one, and a manager's UserRegistered. */
  const seed = async (hubs: number, occurredAt = AT) => {
    for (let i = 0; i < hubs; i++) {
      const uuid = randomUUID();
      await append(`hub-${uuid}`, -1, occurredAt, {
        type: 'HubCreated',
        data: { ...hubFields, name: `Hub ${i}`, uuid, createdAt: occurredAt },
      });
      if (i % 2 === 0)
        await append(`hub-${uuid}`, 0, occurredAt, {
          type: 'HubPaused',
          data: { uuid, at: occurredAt },
        });
      const user = randomUUID();
      await append(`user-${user}`, -1, occurredAt, {
        type: 'UserRegistered',
        data: {
          uuid: user,
          hubUuid: uuid,
          role: 'ROLE_HUB_MANAGER',
          gender: 'MALE',
          firstName: 'A',
          lastName: `${i}`,
          email: `u${i}-${user}@x.example`,
          phoneNumber: null,
          language: 'EN',
          authType: 'EMAIL_PASSWORD',
          region: 'DEFAULT',
          registeredAt: occurredAt,
        },
      });
    }
  };

  const allEvents = async (): Promise<StoredEvent[]> =>
    (await events.readAll(START, 1_000_000)).events;
  const rowsOf = async (model: string) =>
    new Map((await rows.list<{ uuid: string }>(model)).map((r) => [r.uuid, r]));
  const close = async () => {
    await events.close();
    await sql.close();
  };
  return {
    sql,
    events,
    rows,
    append: (streamId: string, expectedVersion: number, ...domain: DomainEvent[]) =>
      append(streamId, expectedVersion, AT, ...domain),
    seed,
    allEvents,
    rowsOf,
    close,
  };
};
