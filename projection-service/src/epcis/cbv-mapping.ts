import {
  HUB_EVENT_SOURCES,
  type EventOf,
  type EventType,
  type StoredEvent,
} from '@cairn/contracts';
import type { JsonObject } from './epcis-event-id';
import type { EpcisIdentifiers } from './epcis-identifiers';

/**
 * Every material-moving Cairn event as a GS1 EPCIS 2.0 event in the CBV 2.0 vocabulary
 * (the table in docs/epcis.md). Weights travel as quantities of a material class in KGM or LTR;
 * hubs are business locations; collectors appear only as an opaque id; pictures and documents
 * as links. Each event names its place in Cairn's hash chain (`cairn:streamId`, `cairn:streamPosition`,
 * `cairn:globalPosition`), so that a reader can check it against `npm run verify`'s chain.
 *
 * The list is the hub-event source list (contracts) and the two events that start a transformation
 * (their inputs): a new hub-event source fails to compile here until it has a mapping.
 */
export const MATERIAL_MOVING_EVENT_TYPES = [
  ...HUB_EVENT_SOURCES,
  'SegregationUnitStarted',
  'ProcessingUnitStarted',
] as const satisfies readonly EventType[];
export type MaterialMovingEventType = (typeof MATERIAL_MOVING_EVENT_TYPES)[number];

type Mapper<T extends MaterialMovingEventType> = (
  data: EventOf<T>['data'],
  ids: EpcisIdentifiers,
) => JsonObject;

const uom = (unit: 'KG' | 'LITER') => (unit === 'LITER' ? 'LTR' : 'KGM');
const quantity = (
  ids: EpcisIdentifiers,
  materialType: string,
  weight: number,
  unit: 'KG' | 'LITER',
) => ({ epcClass: ids.materialClass(materialType), quantity: weight, uom: uom(unit) });
/** The quantity of one material, or the classes of several (each without its share, which Cairn does not know). */
const classesOf = (
  ids: EpcisIdentifiers,
  materialTypes: readonly string[],
  weight: number,
  unit: 'KG' | 'LITER',
) =>
  materialTypes.length === 1
    ? [quantity(ids, materialTypes[0], weight, unit)]
    : materialTypes.map((materialType) => ({ epcClass: ids.materialClass(materialType) }));
const at = (ids: EpcisIdentifiers, hubUuid: string) => ({
  readPoint: { id: ids.hub(hubUuid) },
  bizLocation: { id: ids.hub(hubUuid) },
});
const evidence = (ids: EpcisIdentifiers, ...files: (string | null | undefined)[]) => ({
  'cairn:evidence': files.filter((file): file is string => !!file).map((file) => ids.file(file)),
});

const MAPPING: { [T in MaterialMovingEventType]: Mapper<T> } = {
  CollectedMaterialRegistered: (e, ids) => ({
    type: 'ObjectEvent',
    eventTime: e.weighedAt,
    epcList: [ids.material(e.uuid)],
    quantityList: [quantity(ids, e.materialType, e.weight, e.quantityUnit)],
    action: 'ADD',
    // Material from another hub is received; material a hub collects itself begins its life here.
    bizStep: e.supplierUuid ? 'receiving' : 'commissioning',
    disposition: 'active',
    ...at(ids, e.hubUuid),
    sourceList: [
      ...(e.supplierUuid ? [{ type: 'location', source: ids.hub(e.supplierUuid) }] : []),
      ...(e.collectorUuid
        ? [{ type: 'owning_party', source: ids.collector(e.collectorUuid) }]
        : []),
    ],
    destinationList: [{ type: 'location', destination: ids.hub(e.hubUuid) }],
    ...evidence(ids, e.pictureFileUploadUuid, e.truckPictureFileUploadUuid),
  }),
  TruckLoadRegistered: (e, ids) => ({
    type: 'ObjectEvent',
    eventTime: e.weighedAt,
    epcList: [ids.material(e.uuid)],
    quantityList: [quantity(ids, e.materialType, e.weight, e.quantityUnit)],
    action: 'ADD',
    bizStep: 'receiving',
    disposition: 'active',
    ...at(ids, e.hubUuid),
    sourceList: e.supplierUuid ? [{ type: 'location', source: ids.hub(e.supplierUuid) }] : [],
    destinationList: [{ type: 'location', destination: ids.hub(e.hubUuid) }],
    ...evidence(ids, e.pictureFileUploadUuid),
  }),
  TransportMaterialReceived: (e, ids) => ({
    type: 'ObjectEvent',
    eventTime: e.weighedAt,
    epcList: [ids.material(e.uuid)],
    quantityList: e.materialType ? [quantity(ids, e.materialType, e.weight, e.quantityUnit)] : [],
    action: 'ADD',
    bizStep: 'receiving',
    disposition: 'active',
    ...at(ids, e.hubUuid),
    bizTransactionList: e.ongoingTransportUuid
      ? [{ type: 'bol', bizTransaction: ids.transport(e.ongoingTransportUuid) }]
      : [],
    destinationList: [{ type: 'location', destination: ids.hub(e.hubUuid) }],
    ...evidence(ids, e.pictureFileUploadUuid),
  }),
  MaterialDispatched: (e, ids) => ({
    type: 'ObjectEvent',
    eventTime: e.createdAt,
    epcList: e.materialUuids.map((uuid) => ids.material(uuid)),
    quantityList: classesOf(ids, e.materialTypes, e.weight, e.quantityUnit),
    action: 'OBSERVE',
    bizStep: 'shipping',
    disposition: 'in_transit',
    ...at(ids, e.hubUuid),
    bizTransactionList: [{ type: 'bol', bizTransaction: ids.transport(e.ongoingTransportUuid) }],
    sourceList: [{ type: 'location', source: ids.hub(e.hubUuid) }],
    'cairn:dispatchedWeight': { 'cairn:value': e.weight, 'cairn:uom': uom(e.quantityUnit) },
    ...evidence(ids, e.documentFileUploadUuid),
  }),
  SegregationUnitStarted: (e, ids) => ({
    type: 'TransformationEvent',
    eventTime: e.createdAt,
    inputEPCList: e.inputs.map((input) => ids.material(input.collectedMaterialUuid)),
    inputQuantityList: e.inputs.map((input) =>
      quantity(ids, input.materialType, input.weight, 'KG'),
    ),
    transformationID: ids.transformation('segregation-units', e.uuid),
    bizStep: 'repackaging',
    disposition: 'in_progress',
    ...at(ids, e.hubUuid),
  }),
  SegregationOutputBagRegistered: (e, ids) => ({
    type: 'TransformationEvent',
    eventTime: e.createdAt,
    outputEPCList: [ids.material(e.uuid)],
    outputQuantityList: [quantity(ids, e.materialType, e.weight, e.quantityUnit)],
    transformationID: ids.transformation('segregation-units', e.segregationUnitUuid),
    bizStep: 'repackaging',
    disposition: 'active',
    ...at(ids, e.hubUuid),
    ...evidence(ids, e.pictureFileUploadUuid),
  }),
  ProcessingUnitStarted: (e, ids) => ({
    type: 'TransformationEvent',
    eventTime: e.createdAt,
    inputEPCList: e.registeredMaterialUuid ? [ids.material(e.registeredMaterialUuid)] : [],
    inputQuantityList: [quantity(ids, e.materialType, e.weight, 'KG')],
    transformationID: ids.transformation('processing-units', e.uuid),
    bizStep: 'other',
    disposition: 'in_progress',
    ...at(ids, e.hubUuid),
  }),
  ProcessingOutputBagRegistered: (e, ids) => ({
    type: 'TransformationEvent',
    eventTime: e.processedAt,
    outputEPCList: [ids.material(e.uuid)],
    outputQuantityList: [quantity(ids, e.materialType, e.weight, e.quantityUnit)],
    transformationID: ids.transformation('processing-units', e.processingUnitUuid),
    bizStep: 'other',
    disposition: 'active',
    ...at(ids, e.hubUuid),
    ...evidence(ids, e.pictureFileUploadUuid),
  }),
  ClearanceWeighed: (e, ids) => ({
    type: 'TransactionEvent',
    eventTime: e.weighedAt,
    bizTransactionList: [
      { type: 'bol', bizTransaction: ids.transport(e.ongoingTransportUuid) },
      { type: 'recadv', bizTransaction: ids.file(e.weighSlipPictureFileUploadUuid) },
    ],
    // One material's weight is its quantity; a mixed load names its classes (EPCIS lets a quantity
    // element go without its quantity) and its total is Cairn's own field below.
    quantityList: classesOf(ids, e.materialTypes, e.weight, e.quantityUnit),
    action: 'ADD',
    bizStep: 'shipping',
    disposition: 'in_transit',
    ...at(ids, e.hubUuid),
    sourceList: [{ type: 'location', source: ids.hub(e.hubUuid) }],
    destinationList: [{ type: 'owning_party', destination: ids.party(e.buyer) }],
    'cairn:clearedWeight': { 'cairn:value': e.weight, 'cairn:uom': uom(e.quantityUnit) },
    ...evidence(ids, e.weighSlipPictureFileUploadUuid, e.transporterPictureFileUploadUuid),
  }),
  MaterialCertificateAdded: (e, ids) => ({
    type: 'ObjectEvent',
    eventTime: e.createdAt,
    epcList: [ids.material(e.materialUuid)],
    action: 'OBSERVE',
    bizStep: 'inspecting',
    disposition: 'conformant',
    ...at(ids, e.hubUuid),
    bizTransactionList: [
      { type: 'cert', bizTransaction: ids.file(e.certificatePictureFileUploadUuid) },
    ],
    ...evidence(ids, e.certificatePictureFileUploadUuid),
  }),
};

export const isMaterialMoving = (type: EventType): type is MaterialMovingEventType =>
  (MATERIAL_MOVING_EVENT_TYPES as readonly EventType[]).includes(type);

/** The EPCIS event of a stored Cairn event, or null for one that moves no material. */
export function toEpcisEvent(event: StoredEvent, ids: EpcisIdentifiers): JsonObject | null {
  if (!isMaterialMoving(event.type)) return null;
  const map = MAPPING[event.type] as Mapper<MaterialMovingEventType>;
  const epcis = withoutEmptyLists(map(event.data as EventOf<MaterialMovingEventType>['data'], ids));
  return {
    ...epcis,
    // Cairn's times may be written without seconds or zone ("2026-11-03T08:10"); EPCIS wants RFC 3339.
    eventTime: rfc3339(epcis.eventTime as string),
    eventTimeZoneOffset: '+00:00',
    'cairn:eventType': event.type,
    'cairn:streamId': event.streamId,
    'cairn:streamPosition': event.streamPosition,
    'cairn:globalPosition': event.globalPosition,
  };
}

/** EPCIS leaves an empty list out rather than sending `[]`. */
function withoutEmptyLists(event: JsonObject): JsonObject {
  return Object.fromEntries(
    Object.entries(event).filter(([, value]) => !(Array.isArray(value) && value.length === 0)),
  );
}

const rfc3339 = (time: string) => {
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? time : date.toISOString();
};
