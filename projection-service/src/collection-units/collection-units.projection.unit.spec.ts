import { describe, expect, it } from 'vitest';
import type { DomainEvent, StoredEvent } from '@cairn/contracts';
import { foldRows } from '../projection';
import { type CollectionUnitRow, collectionUnitsProjection } from './collection-units.projection';

const at = '2026-11-28T08:00:00.000Z';
const stored = (event: DomainEvent, n: number): StoredEvent =>
  ({
    ...event,
    id: `e${n}`,
    schemaVersion: 1,
    streamId: 'collectionUnit-u1',
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
const visited = (visitUuid: string, outcome: 'FEE_PAID' | 'NO_WASTE' | 'VACANT'): DomainEvent => ({
  type: 'CollectionUnitHouseholdVisited',
  data: { uuid: 'u1', hubUuid: 'h', visitUuid, outcome, supplierUuid: null, at },
});

describe('collection units projection', () => {
  it('given household visits on a round, then the row lists them in order', () => {
    const rows = foldRows(
      collectionUnitsProjection,
      [
        {
          type: 'CollectionUnitStarted',
          data: {
            uuid: 'u1',
            hubUuid: 'h',
            transporterLicensePlate: 'MH-12',
            transporterPictureFileUploadUuid: 'p',
            createdAt: at,
          },
        } as DomainEvent,
        visited('v1', 'VACANT'),
        visited('v2', 'FEE_PAID'),
      ].map(stored),
    );
    expect((rows.get('u1') as CollectionUnitRow).householdVisits).toEqual([
      { visitUuid: 'v1', outcome: 'VACANT', supplierUuid: null, at },
      { visitUuid: 'v2', outcome: 'FEE_PAID', supplierUuid: null, at },
    ]);
  });
});
