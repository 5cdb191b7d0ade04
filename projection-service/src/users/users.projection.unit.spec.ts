import { describe, expect, it } from 'vitest';
import type { DomainEvent, StoredEvent } from '@cairn/contracts';
import { foldRows } from '../projection';
import { usersProjection, type UserRow } from './users.projection';

const at = '2026-11-02T08:00:00.000Z';
const stored = (event: DomainEvent, n: number): StoredEvent =>
  ({
    ...event,
    id: `e${n}`,
    schemaVersion: 1,
    streamId: 'user-u',
    streamPosition: n,
    globalPosition: String(n),
    metadata: {
      actorUuid: null,
      commandId: `c${n}`,
      correlationId: 'x',
      causationId: null,
      occurredAt: at,
    },
  }) as StoredEvent;
const registered: DomainEvent = {
  type: 'UserRegistered',
  data: {
    uuid: 'u',
    hubUuid: 'h',
    role: 'ROLE_HUB_MANAGER',
    gender: 'FEMALE',
    firstName: 'A',
    lastName: 'B',
    email: 'A@Example.org',
    phoneNumber: null,
    language: 'EN',
    authType: 'EMAIL_PASSWORD',
    region: 'DEFAULT',
    registeredAt: at,
  },
};

describe('users projection', () => {
  it('given a registration and a password, then a lower-cased email and the hash', () => {
    const row = foldRows(usersProjection, [
      stored(registered, 1),
      stored({ type: 'UserPasswordSet', data: { uuid: 'u', passwordHash: 'scrypt$x', at } }, 2),
    ]).get('u') as UserRow;
    expect(row).toMatchObject({
      email: 'a@example.org',
      passwordHash: 'scrypt$x',
      suspended: false,
      tokensValidAfter: null,
    });
  });
  it('given a suspension, then tokens issued before it stop working', () => {
    const row = foldRows(usersProjection, [
      stored(registered, 1),
      stored({ type: 'UserSuspended', data: { uuid: 'u', at } }, 2),
    ]).get('u') as UserRow;
    expect(row).toMatchObject({ suspended: true, tokensValidAfter: at });
  });
});
