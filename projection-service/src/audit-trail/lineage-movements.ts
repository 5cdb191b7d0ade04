import type { EventOf, StoredEvent } from '@cairn/contracts';
import {
  input,
  type LineageRow,
  nodeWith,
  stockNodeId,
  withInputs,
  withoutInput,
} from './lineage-node';
import { hubEventFacts } from './lineage-facts';

/** Where material goes: transports, dispatches, clearances, certificates, and later amendments. */
export const MOVEMENT_EVENTS = [
  'TruckLoadRegistered',
  'TransportMaterialReceived',
  'OngoingTransportDispatched',
  'OngoingTransportMaterialReceived',
  'CarrierMaterialDispatched',
  'MaterialDispatched',
  'MaterialClearanceStarted',
  'ClearanceTransportStarted',
  'ClearanceWeighed',
  'ClearanceStockTaken',
  'ClearanceStockReturned',
  'TrackedItemCleared',
  'TrackedItemReturned',
  'MaterialClearanceUnitCleared',
  'MaterialCertificateAdded',
  'HubEventWeightAmended',
  'HubEventRemoved',
] as const;

type MovementEvent = StoredEvent<EventOf<(typeof MOVEMENT_EVENTS)[number]>>;

export const isMovementEvent = (event: StoredEvent): event is MovementEvent =>
  (MOVEMENT_EVENTS as readonly string[]).includes(event.type);

export const evolveMovement = (row: LineageRow | null, event: MovementEvent): LineageRow | null => {
  switch (event.type) {
    case 'TruckLoadRegistered': {
      const d = event.data;
      return withInputs(
        nodeWith(row, d.uuid, 'HUB_EVENT', hubEventFacts(d, d.licensePlate ?? d.supplier)),
        [
          input(d.ongoingTransportUuid, 'TRANSPORT', 'RECEIVED', d.weight),
          input(d.supplierUuid, 'HUB', 'SOURCE', d.weight),
        ],
      );
    }
    case 'TransportMaterialReceived': {
      const d = event.data;
      return withInputs(nodeWith(row, d.uuid, 'HUB_EVENT', hubEventFacts(d, d.licensePlate)), [
        input(d.ongoingTransportUuid, 'TRANSPORT', 'RECEIVED', d.weight),
      ]);
    }
    case 'OngoingTransportDispatched': {
      const d = event.data;
      return withInputs(
        nodeWith(row, d.uuid, 'TRANSPORT', {
          hubUuid: d.originHubUuid,
          label: d.transporterLicensePlate,
          weight: d.weight,
          quantityUnit: d.quantityUnit,
          at: d.transporterDispatchedAt,
          materialType: d.materialTypes.join(', ') || null,
        }),
        [input(d.sourceUuid, 'HUB_EVENT', 'TRANSPORT', d.weight)],
      );
    }
    case 'OngoingTransportMaterialReceived':
      return withInputs(
        nodeWith(row, event.data.materialUuid, 'HUB_EVENT', {
          hubUuid: event.data.receivingHubUuid,
        }),
        [input(event.data.uuid, 'TRANSPORT', 'RECEIVED', null)],
      );
    case 'CarrierMaterialDispatched':
      return withInputs(
        nodeWith(row, event.data.dispatchUuid, 'HUB_EVENT', { hubUuid: event.data.hubUuid }),
        [input(event.data.uuid, 'HUB_EVENT', 'INPUT', null)],
      );
    case 'MaterialDispatched': {
      const d = event.data;
      return withInputs(
        nodeWith(
          row,
          d.uuid,
          'HUB_EVENT',
          hubEventFacts({ ...d, materialType: d.materialTypes.join(', ') || null }, d.identifier),
        ),
        d.materialUuids.map((m) => input(m, 'HUB_EVENT', 'INPUT', null)),
      );
    }
    case 'MaterialClearanceStarted':
    case 'ClearanceTransportStarted':
      return nodeWith(row, event.data.uuid, 'HUB_EVENT', {
        hubUuid: event.data.hubUuid,
        type: 'CLEARANCE',
        label: event.data.buyer,
        at: event.data.at,
        materialType: event.data.materialTypes.join(', ') || null,
      });
    case 'ClearanceWeighed': {
      const d = event.data;
      return nodeWith(
        row,
        d.uuid,
        'HUB_EVENT',
        hubEventFacts({ ...d, materialType: d.materialTypes.join(', ') || null }, d.buyer),
      );
    }
    case 'ClearanceStockTaken': {
      const d = event.data;
      return withInputs(nodeWith(row, d.clearanceUuid, 'HUB_EVENT', { hubUuid: d.hubUuid }), [
        input(
          stockNodeId(d.hubUuid, d.materialType),
          'STOCK',
          'CLEARED',
          d.clearedWeight ?? d.quantity,
        ),
      ]);
    }
    case 'ClearanceStockReturned':
      return withoutInput(row, stockNodeId(event.data.hubUuid, event.data.materialType));
    case 'MaterialClearanceUnitCleared': {
      const d = event.data;
      return withInputs(nodeWith(row, d.clearanceUuid, 'HUB_EVENT', { hubUuid: d.hubUuid }), [
        input(stockNodeId(d.hubUuid, d.materialType), 'STOCK', 'CLEARED', d.weight),
      ]);
    }
    case 'TrackedItemCleared':
      return withInputs(
        nodeWith(row, event.data.clearanceUuid, 'HUB_EVENT', { hubUuid: event.data.hubUuid }),
        [input(event.data.uuid, 'TRACKED_ITEM', 'CLEARED', null)],
      );
    case 'TrackedItemReturned':
      return withoutInput(row, event.data.uuid);
    case 'MaterialCertificateAdded': {
      const d = event.data;
      return withInputs(nodeWith(row, d.uuid, 'HUB_EVENT', hubEventFacts(d, d.licensePlate)), [
        input(d.materialUuid, 'HUB_EVENT', 'CERTIFIED', d.certifiedWeight ?? d.weight),
      ]);
    }
    case 'HubEventWeightAmended':
      return row && { ...row, weight: event.data.weight };
    case 'HubEventRemoved':
      return row && { ...row, removed: true };
  }
};
