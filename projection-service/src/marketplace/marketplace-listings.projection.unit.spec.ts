import { describe, expect, it } from 'vitest';
import type { DomainEvent, StoredEvent } from '@cairn/contracts';
import { foldRows } from '../projection';
import { marketplaceListingsProjection } from './marketplace-listings.projection';

const stored = (event: DomainEvent, n: number): StoredEvent =>
  ({
    ...event,
    id: `e${n}`,
    schemaVersion: 1,
    streamId: `marketplace-${(event.data as { hubUuid: string }).hubUuid}`,
    streamPosition: n,
    globalPosition: String(n),
    metadata: {
      actorUuid: null,
      commandId: `c${n}`,
      correlationId: 'x',
      causationId: null,
      occurredAt: '2026-11-22T08:00:00.000Z',
    },
  }) as StoredEvent;
const synced = (hubUuid: string, quantity: number, syncedAt: string): DomainEvent => ({
  type: 'MarketplaceSynced',
  data: {
    hubUuid,
    company: { name: hubUuid, city: 'Pune', country: 'IN' },
    lines: quantity ? [{ materialType: 'PET_CLEAR', quantity, quantityUnit: 'KG' }] : [],
    syncedAt,
  },
});

describe('marketplace listings projection', () => {
  it('given several syncs, then each hub lists its last one', () => {
    const rows = foldRows(marketplaceListingsProjection, [
      stored(synced('h1', 10, 't1'), 1),
      stored(synced('h2', 4, 't2'), 2),
      stored(synced('h1', 0, 't3'), 3),
    ]);
    expect(rows.get('h1')).toMatchObject({ hubUuid: 'h1', lines: [], syncedAt: 't3' });
    expect(rows.get('h2')).toMatchObject({
      lines: [{ materialType: 'PET_CLEAR', quantity: 4, quantityUnit: 'KG' }],
      syncedAt: 't2',
    });
  });
});
