import { describe, expect, it } from 'vitest';
import type { EventData, EventType, StoredEvent } from '@cairn/contracts';
import { foldRows } from '../projection';
import {
  hubStockProjection,
  sumStock,
  type HubStockContribution,
} from '../stock/hub-stock.projection';
import { massBalanceProjection } from '../mass-balance/mass-balance.projection';
import { hubEventsProjection } from '../hub-events/hub-events.projection';
import { materialClearancesProjection } from './material-clearances.projection';
import { materialClearanceUnitsProjection } from './material-clearance-units.projection';

let n = 0;
const stored = <T extends EventType>(
  type: T,
  data: Partial<EventData<T>>,
  streamId = 'materialClearance-c',
): StoredEvent =>
  ({
    type,
    data: data as EventData<T>,
    id: `e${++n}`,
    schemaVersion: 1,
    streamId,
    streamPosition: n,
    globalPosition: String(n),
    metadata: {
      actorUuid: 'u',
      commandId: `c${n}`,
      correlationId: 'x',
      causationId: null,
      occurredAt: '2026-11-23T08:00:00.000Z',
    },
  }) as StoredEvent;
const registered = (uuid: string, materialType: string, weight: number) =>
  stored(
    'CollectedMaterialRegistered',
    {
      uuid,
      hubUuid: 'h',
      materialType: materialType as never,
      weight,
      quantityUnit: 'KG',
      registrationUnit: 'BAG',
      weighedAt: '2026-11-23T07:00:00.000Z',
      company: { uuid: 'h', name: 'Hub', city: 'Pune', country: 'IN', pipelineOwner: false },
      createdBy: { uuid: 'u', firstName: 'A', lastName: 'B' },
      createdAt: '2026-11-23T07:00:00.000Z',
    },
    `collectedMaterial-${uuid}`,
  );
const taken = (materialType: string, quantity: number, clearedWeight: number | null) =>
  stored('ClearanceStockTaken', {
    uuid: `c:${materialType}`,
    clearanceUuid: 'c',
    hubUuid: 'h',
    materialType: materialType as never,
    productType: null,
    quantity,
    quantityUnit: 'KG',
    clearedWeight,
    at: '2026-11-23T09:00:00.000Z',
  });
const weighed = stored('ClearanceWeighed', {
  uuid: 'c',
  hubUuid: 'h',
  kind: 'MATERIAL_CLEARANCE',
  company: { uuid: 'h', name: 'Hub', city: 'Pune', country: 'IN', pipelineOwner: false },
  createdBy: { uuid: 'u', firstName: 'A', lastName: 'B' },
  eventType: 'CLEARANCE',
  weight: 21,
  quantityUnit: 'KG',
  weighedAt: '2026-11-23T09:00:00.000Z',
  weighSlipPictureFileUploadUuid: 's',
  weighSlipMimeType: 'image/png',
  transporterPictureFileUploadUuid: 'p',
  transporterPictureMimeType: 'image/png',
  licensePlate: 'MH 12',
  buyer: 'Bharat',
  materialTypes: ['PET_CLEAR'],
  productType: null,
  ongoingTransportUuid: 'o',
  createdAt: '2026-11-23T09:01:00.000Z',
  autoPublished: false,
});
const events = [
  registered('a', 'PET_CLEAR', 30),
  registered('b', 'HDPE_MIXED', 12.5),
  stored('MaterialClearanceStarted', {
    uuid: 'c',
    hubUuid: 'h',
    materialTypes: ['PET_CLEAR'],
    partialClearance: true,
    estimatedWeight: 20,
    quantityUnit: 'KG',
    buyer: 'Bharat',
    transporterLicensePlate: 'MH 12',
    pictureFileUploadUuid: 'p',
    at: '2026-11-23T08:30:00.000Z',
  }),
  taken('PET_CLEAR', 20, null),
];

describe('clearances in the stock, mass balance, hub event and clearance projections', () => {
  it('given a loaded partial clearance, the stock is down by the estimate and nothing is cleared yet', () => {
    expect(
      sumStock([...foldRows(hubStockProjection, events).values()] as HubStockContribution[]).map(
        (l) => [l.materialType, l.quantity],
      ),
    ).toEqual([
      ['HDPE_MIXED', 12.5],
      ['PET_CLEAR', 10],
    ]);
    expect(
      [...foldRows(massBalanceProjection, events).values()].filter(
        (r) => (r as { kind: string }).kind === 'CLEARED',
      ),
    ).toEqual([]);
    expect(foldRows(materialClearancesProjection, events).get('c')).toMatchObject({
      state: 'LOADED',
      stockTaken: [{ materialType: 'PET_CLEAR', quantity: 20 }],
    });
    expect(foldRows(hubEventsProjection, events).has('c')).toBe(false);
  });

  it('when weighed, the stock is down by the weighed weight, the mass balance counts it as CLEARED and a CLEARANCE hub event exists', () => {
    const all = [...events, taken('PET_CLEAR', 21, 21), weighed];
    expect(
      sumStock([...foldRows(hubStockProjection, all).values()] as HubStockContribution[]).map(
        (l) => [l.materialType, l.quantity],
      ),
    ).toEqual([
      ['HDPE_MIXED', 12.5],
      ['PET_CLEAR', 9],
    ]);
    expect(foldRows(massBalanceProjection, all).get('c:PET_CLEAR')).toMatchObject({
      kind: 'CLEARED',
      materialType: 'PET_CLEAR',
      weight: 21,
      day: '2026-11-23',
    });
    expect(foldRows(materialClearancesProjection, all).get('c')).toMatchObject({
      state: 'IN_TRANSIT',
      weight: 21,
      ongoingTransportUuid: 'o',
    });
    expect(foldRows(hubEventsProjection, all).get('c')).toMatchObject({
      type: 'CLEARANCE',
      weight: 21,
      licensePlate: 'MH 12',
      transitDestination: 'Bharat',
      status: 'PENDING',
      streamId: 'materialClearance-c',
    });
  });

  it('when its hub event is removed, the mass balance no longer counts it as CLEARED and the stock is back', () => {
    const all = [
      ...events,
      taken('PET_CLEAR', 21, 21),
      weighed,
      stored('HubEventRemoved', { uuid: 'c', comment: 'x', duplicateOf: null, at: 'x' }),
      stored('ClearanceStockReturned', {
        uuid: 'c:PET_CLEAR',
        clearanceUuid: 'c',
        hubUuid: 'h',
        materialType: 'PET_CLEAR',
        at: 'x',
      }),
    ];
    expect(foldRows(massBalanceProjection, all).get('c:PET_CLEAR')).toMatchObject({
      kind: 'CLEARED',
      removed: true,
    });
    expect(
      sumStock([...foldRows(hubStockProjection, all).values()] as HubStockContribution[]).map(
        (l) => [l.materialType, l.quantity],
      ),
    ).toEqual([
      ['PET_CLEAR', 30],
      ['HDPE_MIXED', 12.5],
    ]);
  });
});

describe('material clearance units projection', () => {
  const bag = (uuid: string, weight: number, trackedItemUuid: string | null) =>
    stored(
      'SegregationOutputBagRegistered',
      {
        uuid,
        hubUuid: 'h',
        materialType: 'PET_CLEAR',
        weight,
        quantityUnit: 'KG',
        trackedItemUuid,
        createdAt: `2026-11-23T0${weight % 10}:00:00.000Z`,
      },
      `segregationOutputBag-${uuid}`,
    );
  it('gathers bags with a QR card per material type, is finished by its clearance, and the next bag opens a new unit', () => {
    const filled = [bag('b1', 5, 't1'), bag('b2', 7, 't2'), bag('b3', 9, null)];
    expect(foldRows(materialClearanceUnitsProjection, filled).get('h:PET_CLEAR')).toMatchObject({
      uuid: 'b1',
      state: 'IN_PROGRESS',
      weight: 12,
      inputTrackedItemsCount: 2,
      trackedItemUuids: ['t1', 't2'],
    });
    const cleared = [
      ...filled,
      stored(
        'MaterialClearanceUnitCleared',
        {
          uuid: 'b1',
          hubUuid: 'h',
          materialType: 'PET_CLEAR',
          clearanceUuid: 'c',
          weight: 12,
          at: 'x',
        },
        'materialClearanceUnit-b1',
      ),
    ];
    expect(foldRows(materialClearanceUnitsProjection, cleared).get('h:PET_CLEAR')).toMatchObject({
      uuid: 'b1',
      state: 'CLEARANCE_FINISHED',
    });
    expect(
      foldRows(materialClearanceUnitsProjection, [...cleared, bag('b4', 3, 't4')]).get(
        'h:PET_CLEAR',
      ),
    ).toMatchObject({ uuid: 'b4', state: 'IN_PROGRESS', weight: 3, inputTrackedItemsCount: 1 });
  });
});
