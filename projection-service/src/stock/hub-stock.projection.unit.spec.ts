import { describe, expect, it } from 'vitest';
import type { DomainEvent, EventData, StoredEvent } from '@cairn/contracts';
import { foldRows } from '../projection';
import { hubStockProjection, sumStock, type HubStockContribution } from './hub-stock.projection';

const at = '2026-11-02T08:00:00.000Z';
let position = 0;
const stored = (event: DomainEvent): StoredEvent =>
  ({
    ...event,
    id: `e${++position}`,
    schemaVersion: 1,
    streamId: `s${position}`,
    streamPosition: 1,
    globalPosition: String(position),
    metadata: {
      actorUuid: 'admin',
      commandId: `c${position}`,
      correlationId: 'x',
      causationId: null,
      occurredAt: at,
    },
  }) as StoredEvent;
const registered = (uuid: string, over: Partial<EventData<'CollectedMaterialRegistered'>> = {}) =>
  stored({
    type: 'CollectedMaterialRegistered',
    data: {
      uuid,
      hubUuid: 'h',
      company: { uuid: 'h', name: 'Green Loop', city: 'Pune', country: 'IN', pipelineOwner: false },
      createdBy: { uuid: 'u', firstName: 'Priya', lastName: 'Field' },
      eventType: 'REGISTRATION',
      registrationUnit: 'BAG',
      weight: 10,
      quantityUnit: 'KG',
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: 'p',
      pictureMimeType: 'image/png',
      supplierName: null,
      supplierUuid: null,
      collectorUuid: null,
      collectorTrackingNumber: null,
      collectionUnitUuid: null,
      trackedItemUuid: null,
      latitude: null,
      longitude: null,
      materialSourceType: null,
      licensePlate: null,
      transportOwner: null,
      weighedAt: at,
      createdAt: at,
      autoPublished: false,
      ...over,
    },
  });
const stockOf = (...events: StoredEvent[]) =>
  sumStock([...foldRows(hubStockProjection, events).values()] as HubStockContribution[]);

describe('hub stock projection', () => {
  it('given registrations, then stock per material with bales counted', () => {
    expect(
      stockOf(
        registered('a'),
        registered('b', { weight: 2.5 }),
        registered('c', { materialType: 'HDPE_MIXED', registrationUnit: 'BALE', weight: 300 }),
      ),
    ).toEqual([
      { materialType: 'HDPE_MIXED', quantity: 300, quantityUnit: 'KG', baleCount: 1 },
      { materialType: 'PET_CLEAR', quantity: 12.5, quantityUnit: 'KG', baleCount: 0 },
    ]);
  });

  it('given an amendment, then the new weight counts', () => {
    const amended = stored({
      type: 'HubEventWeightAmended',
      data: { uuid: 'a', weight: 7, previousWeight: 10, at },
    });
    expect(stockOf(registered('a'), registered('b'), amended)).toEqual([
      { materialType: 'PET_CLEAR', quantity: 17, quantityUnit: 'KG', baleCount: 0 },
    ]);
  });

  it('given a removal, then the record counts nothing', () => {
    const removed = stored({
      type: 'HubEventRemoved',
      data: { uuid: 'a', comment: 'duplicate', duplicateOf: 'b', at },
    });
    expect(stockOf(registered('a'), registered('b'), removed)).toEqual([
      { materialType: 'PET_CLEAR', quantity: 10, quantityUnit: 'KG', baleCount: 0 },
    ]);
    expect(stockOf(registered('a'), removed)).toEqual([]);
  });

  it('given a graded input and its output bag, then input leaves and output enters', () => {
    const graded = stored({
      type: 'CollectedMaterialGraded',
      data: {
        uuid: 'a',
        hubUuid: 'h',
        segregationUnitUuid: 'su',
        weight: 10,
        materialType: 'PET_CLEAR',
        trackedItemUuid: null,
        at,
      },
    });
    const output = stored({
      type: 'SegregationOutputBagRegistered',
      data: {
        uuid: 'o',
        hubUuid: 'h',
        segregationUnitUuid: 'su',
        eventType: 'SEGREGATION',
        company: {
          uuid: 'h',
          name: 'Green Loop',
          city: 'Pune',
          country: 'IN',
          pipelineOwner: false,
        },
        createdBy: { uuid: 'u', firstName: 'P', lastName: 'F' },
        weight: 9,
        quantityUnit: 'KG',
        materialType: 'PET_BLUE',
        pictureFileUploadUuid: 'p',
        pictureMimeType: 'image/png',
        trackedItemUuid: null,
        createdAt: at,
      },
    });
    expect(stockOf(registered('a'), graded, output)).toEqual([
      { materialType: 'PET_BLUE', quantity: 9, quantityUnit: 'KG', baleCount: 0 },
    ]);
    // enableBaleSegregationOutput: an output registered as a bale counts in baleCount.
    const bale = stored({
      ...output,
      data: { ...output.data, uuid: 'b', registrationUnit: 'BALE' },
    } as DomainEvent);
    expect(stockOf(registered('a'), graded, output, bale)).toEqual([
      { materialType: 'PET_BLUE', quantity: 18, quantityUnit: 'KG', baleCount: 1 },
    ]);
  });
});

describe("hub stock when a clearance's or a certificate's hub event is removed", () => {
  const line = (
    materialType: 'PET_CLEAR' | 'HDPE_MIXED',
    quantity: number,
    clearedWeight: number | null,
  ) =>
    stored({
      type: 'ClearanceStockTaken',
      data: {
        uuid: `c:${materialType}`,
        clearanceUuid: 'c',
        hubUuid: 'h',
        materialType,
        productType: null,
        quantity,
        quantityUnit: 'KG',
        clearedWeight,
        at,
      },
    });
  const returned = (materialType: 'PET_CLEAR' | 'HDPE_MIXED') =>
    stored({
      type: 'ClearanceStockReturned',
      data: { uuid: `c:${materialType}`, clearanceUuid: 'c', hubUuid: 'h', materialType, at },
    });
  const removal = stored({
    type: 'HubEventRemoved',
    data: { uuid: 'c', comment: 'wrong truck', duplicateOf: null, at },
  });

  it('given a weighed full clearance of two types, when its hub event is removed, then the stock it took is back', () => {
    const cleared = [
      registered('a', { weight: 30 }),
      registered('b', { materialType: 'HDPE_MIXED', weight: 12.5 }),
      line('PET_CLEAR', 30, null),
      line('HDPE_MIXED', 12.5, null),
      line('PET_CLEAR', 30, 29),
      line('HDPE_MIXED', 12.5, 12),
    ];
    expect(stockOf(...cleared)).toEqual([]);
    expect(stockOf(...cleared, removal, returned('PET_CLEAR'), returned('HDPE_MIXED'))).toEqual([
      { materialType: 'PET_CLEAR', quantity: 30, quantityUnit: 'KG', baleCount: 0 },
      { materialType: 'HDPE_MIXED', quantity: 12.5, quantityUnit: 'KG', baleCount: 0 },
    ]);
  });

  it("given a certified co-processing load, when the certificate's hub event is removed, then the load is back in the stock", () => {
    const load = stored({
      type: 'TransportMaterialReceived',
      data: {
        uuid: 'load',
        hubUuid: 'h',
        kind: 'CO_PROCESSING',
        company: { uuid: 'h', name: 'Kiln', city: 'Pune', country: 'IN', pipelineOwner: false },
        createdBy: { uuid: 'u', firstName: 'A', lastName: 'B' },
        eventType: 'REGISTRATION',
        transportOwner: 'T',
        licensePlate: 'P',
        ongoingTransportUuid: 'o',
        weight: 500,
        quantityUnit: 'KG',
        materialType: 'RDF',
        pictureFileUploadUuid: 'p',
        pictureMimeType: 'image/png',
        weighedAt: at,
        createdAt: at,
        autoPublished: false,
      },
    });
    const certified = stored({
      type: 'MaterialCertified',
      data: {
        uuid: 'load',
        hubUuid: 'h',
        materialKind: 'CO_PROCESSING_MATERIAL',
        certificateUuid: 'cert',
        at,
      },
    });
    const withdrawn = stored({
      type: 'MaterialCertificationWithdrawn',
      data: {
        uuid: 'load',
        hubUuid: 'h',
        materialKind: 'CO_PROCESSING_MATERIAL',
        certificateUuid: 'cert',
        at,
      },
    });
    expect(stockOf(load, certified)).toEqual([]);
    expect(stockOf(load, certified, withdrawn)).toEqual([
      { materialType: 'RDF', quantity: 500, quantityUnit: 'KG', baleCount: 0 },
    ]);
  });
});
