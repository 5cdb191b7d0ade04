import { describe, expect, it } from 'vitest';
import type { DomainEvent, EventData, StoredEvent } from '@cairn/contracts';
import { foldRows } from '../projection';
import {
  hubStockProjection,
  sumStock,
  type HubStockContribution,
} from '../stock/hub-stock.projection';
import { hubEventsProjection, type HubEventRecord } from '../hub-events/hub-events.projection';
import { trackedItemsProjection, type TrackedItemRow } from '../tracking/tracked-items.projection';
import {
  collectionUnitsProjection,
  type CollectionUnitRow,
} from '../collection-units/collection-units.projection';
import {
  ongoingTransportsProjection,
  receivedMaterialsProjection,
  type OngoingTransportRow,
  type ReceivedMaterialRow,
} from './transports.projection';

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
      actorUuid: 'u',
      commandId: `c${position}`,
      correlationId: 'x',
      causationId: null,
      occurredAt: at,
    },
  }) as StoredEvent;
const company = {
  uuid: 'h',
  name: 'Rota Verde',
  city: 'Recife',
  country: 'BR',
  pipelineOwner: false,
};
const createdBy = { uuid: 'u', firstName: 'Ana', lastName: 'Lima' };
const received = (uuid: string, over: Partial<EventData<'TransportMaterialReceived'>> = {}) =>
  stored({
    type: 'TransportMaterialReceived',
    data: {
      uuid,
      hubUuid: 'h',
      kind: 'CARRIER',
      company,
      createdBy,
      eventType: 'REGISTRATION',
      transportOwner: 'Own',
      licensePlate: null,
      ongoingTransportUuid: null,
      weight: 100,
      quantityUnit: 'KG',
      materialType: 'CARDBOARD',
      pictureFileUploadUuid: 'p',
      pictureMimeType: 'image/png',
      weighedAt: at,
      createdAt: at,
      autoPublished: false,
      ...over,
    },
  });
const dispatchedUnit = (uuid: string) =>
  stored({
    type: 'CarrierMaterialDispatched',
    data: { uuid, hubUuid: 'h', dispatchUuid: 'd', at },
  });

describe('transport read models', () => {
  it('an ongoing transport is IN_TRANSIT, tracks what was received and ends DELIVERED', () => {
    const dispatched = stored({
      type: 'OngoingTransportDispatched',
      data: {
        uuid: 't',
        originHubUuid: 'o',
        originHubType: 'COLLECTION_CENTER',
        owner: 'O',
        sourceUuid: 's',
        transporterLicensePlate: 'MH-1',
        transporterDispatchedAt: at,
        materialTypes: ['PET_CLEAR', 'CARDBOARD'],
        weight: 9,
        quantityUnit: 'KG',
      },
    });
    const first = stored({
      type: 'OngoingTransportMaterialReceived',
      data: { uuid: 't', receivingHubUuid: 'r', materialUuid: 'm', materialType: 'CARDBOARD', at },
    });
    expect(foldRows(ongoingTransportsProjection, [dispatched, first]).get('t')).toMatchObject({
      state: 'IN_TRANSIT',
      receivingHubUuid: 'r',
      receivedMaterialTypes: ['CARDBOARD'],
    } satisfies Partial<OngoingTransportRow>);
    const delivered = stored({
      type: 'OngoingTransportDelivered',
      data: { uuid: 't', receivingHubUuid: 'r', at },
    });
    expect(
      foldRows(ongoingTransportsProjection, [dispatched, first, delivered]).get('t'),
    ).toMatchObject({ state: 'DELIVERED', deliveredAt: at });
  });

  it('a carrier unit is stored until dispatched; the dispatch takes it out of the hub stock', () => {
    const events = [received('a'), received('b', { weight: 50 }), dispatchedUnit('a')];
    const rows = [
      ...foldRows(receivedMaterialsProjection, events).values(),
    ] as ReceivedMaterialRow[];
    expect(rows.filter((r) => !r.dispatchUuid).map((r) => r.uuid)).toEqual(['b']);
    const stock = sumStock([
      ...foldRows(hubStockProjection, events).values(),
    ] as HubStockContribution[]);
    expect(stock).toEqual([expect.objectContaining({ materialType: 'CARDBOARD', quantity: 50 })]);
  });

  it('registrations and dispatches become reviewable hub events', () => {
    const rows = foldRows(hubEventsProjection, [
      received('a'),
      stored({
        type: 'MaterialDispatched',
        data: {
          uuid: 'd',
          hubUuid: 'h',
          company,
          createdBy,
          eventType: 'CLEARANCE',
          identifier: 'PE-1',
          weight: 100,
          quantityUnit: 'KG',
          documentFileUploadUuid: 'doc',
          documentMimeType: 'application/pdf',
          materialUuids: ['a'],
          materialTypes: ['CARDBOARD'],
          ongoingTransportUuid: 't',
          createdAt: at,
          autoPublished: true,
        },
      }),
    ]);
    expect(rows.get('a')).toMatchObject({
      type: 'REGISTRATION',
      registrationUnit: 'TRUCK_LOAD',
      status: 'PENDING',
      pictureUuid: 'p',
    } satisfies Partial<HubEventRecord>);
    expect(rows.get('d')).toMatchObject({
      type: 'CLEARANCE',
      licensePlate: 'PE-1',
      status: 'AUTO_APPROVED',
      picture: expect.objectContaining({ mimeType: 'application/pdf' }),
    });
  });

  it('a bag of a collection round is COLLECTED, then REGISTERED when the round ends; the round counts it', () => {
    const bag = stored({
      type: 'CollectedMaterialRegistered',
      data: {
        uuid: 'm',
        hubUuid: 'h',
        company,
        createdBy,
        eventType: 'REGISTRATION',
        registrationUnit: 'BAG',
        weight: 4,
        quantityUnit: 'KG',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: 'p',
        pictureMimeType: 'image/png',
        supplierName: null,
        supplierUuid: 'pp',
        collectorUuid: null,
        collectorTrackingNumber: null,
        collectionUnitUuid: 'cu',
        trackedItemUuid: 'ti',
        latitude: null,
        longitude: null,
        materialSourceType: null,
        licensePlate: null,
        transportOwner: null,
        weighedAt: at,
        createdAt: at,
        autoPublished: false,
      },
    });
    const item = stored({
      type: 'TrackedItemGenerated',
      data: { uuid: 'ti', hubUuid: 'h', type: 'BAG', trackingNumber: 'BAG-1', at },
    });
    const arrived = stored({
      type: 'CollectedMaterialArrived',
      data: { uuid: 'm', hubUuid: 'h', collectionUnitUuid: 'cu', trackedItemUuid: 'ti', at },
    });
    expect((foldRows(trackedItemsProjection, [item, bag]).get('ti') as TrackedItemRow).state).toBe(
      'COLLECTED',
    );
    expect(
      (foldRows(trackedItemsProjection, [item, bag, arrived]).get('ti') as TrackedItemRow).state,
    ).toBe('REGISTERED');
    const unit = foldRows(collectionUnitsProjection, [
      stored({
        type: 'CollectionUnitStarted',
        data: {
          uuid: 'cu',
          hubUuid: 'h',
          transporterLicensePlate: 'MH',
          transporterPictureFileUploadUuid: 'p',
          createdAt: at,
        },
      }),
      stored({
        type: 'CollectionUnitMaterialAdded',
        data: {
          uuid: 'cu',
          hubUuid: 'h',
          materialUuid: 'm',
          supplierUuid: 'pp',
          weight: 4,
          trackedItemUuid: 'ti',
        },
      }),
      stored({
        type: 'CollectionUnitFinished',
        data: {
          uuid: 'cu',
          hubUuid: 'h',
          weight: 4.2,
          quantityUnit: 'KG',
          weighSlipPictureFileUploadUuid: 'w',
          at,
        },
      }),
    ]).get('cu') as CollectionUnitRow;
    expect(unit).toMatchObject({
      state: 'FINISHED',
      weight: 4.2,
      materials: [{ materialUuid: 'm', supplierUuid: 'pp', weight: 4, trackedItemUuid: 'ti' }],
    });
  });
});
