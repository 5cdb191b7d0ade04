import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '@cairn/contracts';
import { foldRows } from '../projection';
import { lineageProjection } from './lineage.projection';
import type { LineageRow } from './lineage-node';

let position = 0;
const stored = (type: string, data: object) =>
  ({
    id: `e${position}`,
    type,
    data,
    schemaVersion: 1,
    streamId: 's',
    streamPosition: position,
    globalPosition: String(position++),
    metadata: {
      actorUuid: null,
      commandId: 'c',
      correlationId: 'c',
      causationId: null,
      occurredAt: '2026-01-01T00:00:00Z',
    },
  }) as unknown as StoredEvent;

describe('lineage read model', () => {
  it('keeps the edges into each node with their weights; amendments, removals and returns follow', () => {
    const rows = foldRows(lineageProjection, [
      stored('CollectedMaterialGraded', {
        uuid: 'bag1',
        hubUuid: 'h',
        segregationUnitUuid: 'unit',
        weight: 30,
        materialType: 'PET_CLEAR',
        trackedItemUuid: null,
        at: 't',
      }),
      stored('SegregationUnitStarted', { uuid: 'unit', hubUuid: 'h', inputs: [], createdAt: 't' }),
      stored('RegisteredMaterialGraded', {
        uuid: 'load',
        hubUuid: 'h',
        segregationUnitUuid: 'unit',
        weight: 10,
        materialType: 'PET_CLEAR',
        at: 't',
      }),
      stored('HubEventWeightAmended', { uuid: 'nobody', weight: 1, previousWeight: 2, at: 't' }),
      stored('ClearanceStockTaken', {
        uuid: 'c:PET_CLEAR',
        clearanceUuid: 'c',
        hubUuid: 'h',
        materialType: 'PET_CLEAR',
        productType: null,
        quantity: 20,
        quantityUnit: 'KG',
        clearedWeight: null,
        at: 't',
      }),
      stored('ClearanceStockTaken', {
        uuid: 'c:PET_CLEAR',
        clearanceUuid: 'c',
        hubUuid: 'h',
        materialType: 'PET_CLEAR',
        productType: null,
        quantity: 20,
        quantityUnit: 'KG',
        clearedWeight: 19,
        at: 't',
      }),
      stored('TrackedItemCleared', { uuid: 'item', hubUuid: 'h', clearanceUuid: 'c', at: 't' }),
      stored('TrackedItemReturned', { uuid: 'item', hubUuid: 'h', clearanceUuid: 'c', at: 't' }),
    ]) as Map<string, LineageRow>;

    expect(rows.get('unit')).toMatchObject({
      kind: 'SEGREGATION_UNIT',
      hubUuid: 'h',
      at: 't',
      inputIds: ['bag1', 'load'],
    });
    expect(rows.get('unit')!.inputs).toEqual([
      { from: 'bag1', fromKind: 'HUB_EVENT', kind: 'INPUT', weight: 30 },
      { from: 'load', fromKind: 'HUB_EVENT', kind: 'INPUT', weight: 10 },
    ]);
    expect(rows.has('nobody')).toBe(false);
    // Loaded, then weighed: one edge from the hub's stock, with the weighed share; the returned item is gone.
    expect(rows.get('c')!.inputs).toEqual([
      { from: 'stock:h:PET_CLEAR', fromKind: 'STOCK', kind: 'CLEARED', weight: 19 },
    ]);
  });
});
