import { defineProjection } from '../projection';
import {
  input,
  type LineageRow,
  nodeWith,
  stockNodeId,
  withInputs,
  withoutInput,
} from './lineage-node';

/** What every hub event's fact carries (registrations, grading and processing bags, clearances, certificates...). */
const hubEventFacts = (
  d: {
    hubUuid: string;
    eventType: string;
    weight: number;
    quantityUnit: string;
    materialType?: string | null;
    createdAt: string;
  },
  label: string | null,
) => ({
  hubUuid: d.hubUuid,
  type: d.eventType,
  weight: d.weight,
  quantityUnit: d.quantityUnit,
  materialType: d.materialType ?? null,
  at: d.createdAt,
  label,
});

/**
 * Lineage (issue 16): a node per record material passes through, each with the edges that lead into
 * it and their weights, from the first bag to the certificate, across hubs (docs/decisions.md).
 */
export const lineageProjection = defineProjection<LineageRow>()({
  name: 'lineage',
  model: {
    name: 'lineage',
    fields: {
      HUB_UUID: { path: 'hubUuid', type: 'text' },
      INPUT: { path: 'inputIds', type: 'textArray' },
    },
    indexes: ['hubUuid'],
  },
  handles: [
    'HubCreated',
    'HubUpdated',
    'CollectorGenerated',
    'TrackedItemGenerated',
    'CollectionUnitStarted',
    'CollectedMaterialRegistered',
    'SegregationUnitStarted',
    'CollectedMaterialGraded',
    'RegisteredMaterialGraded',
    'SegregationOutputBagRegistered',
    'ProcessingUnitStarted',
    'RegisteredMaterialProcessed',
    'ProcessingOutputBagRegistered',
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
  ],
  keyOf(event) {
    switch (event.type) {
      case 'CollectedMaterialGraded':
      case 'RegisteredMaterialGraded':
        return event.data.segregationUnitUuid;
      case 'RegisteredMaterialProcessed':
        return event.data.processingUnitUuid;
      case 'OngoingTransportMaterialReceived':
        return event.data.materialUuid;
      case 'CarrierMaterialDispatched':
        return event.data.dispatchUuid;
      case 'ClearanceStockTaken':
      case 'ClearanceStockReturned':
      case 'TrackedItemCleared':
      case 'TrackedItemReturned':
      case 'MaterialClearanceUnitCleared':
        return event.data.clearanceUuid;
      default:
        return event.data.uuid;
    }
  },
  evolve(row, event) {
    switch (event.type) {
      case 'HubCreated':
      case 'HubUpdated': {
        const d = event.data;
        return nodeWith(row, d.uuid, 'HUB', {
          hubUuid: d.uuid,
          type: d.type,
          label: d.name,
          at: event.type === 'HubCreated' ? event.data.createdAt : undefined,
        });
      }
      case 'CollectorGenerated':
      case 'TrackedItemGenerated': {
        const d = event.data;
        return nodeWith(
          row,
          d.uuid,
          event.type === 'CollectorGenerated' ? 'COLLECTOR' : 'TRACKED_ITEM',
          { hubUuid: d.hubUuid, type: d.type, label: d.trackingNumber, at: d.at },
        );
      }
      case 'CollectionUnitStarted':
        return nodeWith(row, event.data.uuid, 'COLLECTION_UNIT', {
          hubUuid: event.data.hubUuid,
          label: event.data.transporterLicensePlate,
          at: event.data.createdAt,
        });
      case 'CollectedMaterialRegistered': {
        const d = event.data;
        return withInputs(nodeWith(row, d.uuid, 'HUB_EVENT', hubEventFacts(d, d.supplierName)), [
          input(d.collectorUuid, 'COLLECTOR', 'SOURCE', d.weight),
          input(d.supplierUuid, 'HUB', 'SOURCE', d.weight),
          input(d.collectionUnitUuid, 'COLLECTION_UNIT', 'TRANSPORT', d.weight),
          input(d.trackedItemUuid, 'TRACKED_ITEM', 'LABEL', null),
        ]);
      }
      case 'SegregationUnitStarted':
        return nodeWith(row, event.data.uuid, 'SEGREGATION_UNIT', {
          hubUuid: event.data.hubUuid,
          at: event.data.createdAt,
        });
      case 'CollectedMaterialGraded':
      case 'RegisteredMaterialGraded': {
        const d = event.data;
        return withInputs(
          nodeWith(row, d.segregationUnitUuid, 'SEGREGATION_UNIT', { hubUuid: d.hubUuid }),
          [input(d.uuid, 'HUB_EVENT', 'INPUT', d.weight)],
        );
      }
      case 'SegregationOutputBagRegistered':
      case 'ProcessingOutputBagRegistered': {
        const d = event.data;
        const [unit, unitKind] =
          event.type === 'SegregationOutputBagRegistered'
            ? [event.data.segregationUnitUuid, 'SEGREGATION_UNIT' as const]
            : [event.data.processingUnitUuid, 'PROCESSING_UNIT' as const];
        return withInputs(nodeWith(row, d.uuid, 'HUB_EVENT', hubEventFacts(d, null)), [
          input(unit, unitKind, 'OUTPUT', d.weight),
          input(d.trackedItemUuid, 'TRACKED_ITEM', 'LABEL', null),
        ]);
      }
      case 'ProcessingUnitStarted': {
        const d = event.data;
        const source = d.registeredMaterialUuid
          ? input(d.registeredMaterialUuid, 'HUB_EVENT', 'INPUT', d.weight)
          : input(stockNodeId(d.hubUuid, d.materialType), 'STOCK', 'INPUT', d.weight);
        return withInputs(
          nodeWith(row, d.uuid, 'PROCESSING_UNIT', {
            hubUuid: d.hubUuid,
            materialType: d.materialType,
            weight: d.weight,
            at: d.createdAt,
          }),
          [source],
        );
      }
      case 'RegisteredMaterialProcessed':
        return withInputs(
          nodeWith(row, event.data.processingUnitUuid, 'PROCESSING_UNIT', {
            hubUuid: event.data.hubUuid,
          }),
          [input(event.data.uuid, 'HUB_EVENT', 'INPUT', event.data.weight)],
        );
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
      default:
        return row;
    }
  },
});
