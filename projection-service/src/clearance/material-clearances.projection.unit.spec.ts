import { describe, expect, it } from 'vitest';
import type { EventData, StoredEvent } from '@cairn/contracts';
import { foldRows } from '../projection';
import { materialClearancesProjection } from './material-clearances.projection';

const started = (uuid: string, hubUuid: string, n: number): StoredEvent => ({
  type: 'MaterialClearanceStarted',
  data: {
    uuid,
    hubUuid,
    buyer: 'Bharat Polymers',
    transporterLicensePlate: 'MH 12 AB 1234',
    pictureFileUploadUuid: `f${n}`,
    materialTypes: [],
    productType: null,
    partialClearance: false,
    estimatedWeight: null,
    quantityUnit: 'KG',
    materialClearanceUnitUuid: null,
    startedBy: null,
    startedFrom: 'ADMIN',
    at: `2026-11-22T0${n}:00:00.000Z`,
  } satisfies EventData<'MaterialClearanceStarted'>,
  id: `e${n}`,
  schemaVersion: 1,
  streamId: `materialClearance-${uuid}`,
  streamPosition: 0,
  globalPosition: String(n),
  metadata: {
    actorUuid: null,
    commandId: `c${n}`,
    correlationId: 'x',
    causationId: null,
    occurredAt: '2026-11-22T08:00:00.000Z',
  },
});

describe('material clearances projection', () => {
  it('given started clearances, then each is a LOADED row of its hub with the time it started', () => {
    const rows = foldRows(materialClearancesProjection, [
      started('c1', 'h1', 1),
      started('c2', 'h2', 2),
    ]);
    expect(rows.get('c1')).toMatchObject({
      uuid: 'c1',
      hubUuid: 'h1',
      state: 'LOADED',
      buyer: 'Bharat Polymers',
      createdAt: '2026-11-22T01:00:00.000Z',
    });
    expect(rows.get('c1')).not.toHaveProperty('at');
    expect(rows.get('c2')).toMatchObject({ hubUuid: 'h2', state: 'LOADED' });
  });
});
