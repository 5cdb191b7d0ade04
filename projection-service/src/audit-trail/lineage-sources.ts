import type { EventOf, StoredEvent } from '@cairn/contracts';
import { input, type LineageRow, nodeWith, stockNodeId, withInputs } from './lineage-node';
import { hubEventFacts } from './lineage-facts';

/** Where material comes from and what it becomes at a hub: registrations, collectors, grading, processing. */
export const SOURCE_EVENTS = [
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
] as const;

type SourceEvent = StoredEvent<EventOf<(typeof SOURCE_EVENTS)[number]>>;

export const isSourceEvent = (event: StoredEvent): event is SourceEvent =>
  (SOURCE_EVENTS as readonly string[]).includes(event.type);

export const evolveSource = (row: LineageRow | null, event: SourceEvent): LineageRow | null => {
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
  }
};
