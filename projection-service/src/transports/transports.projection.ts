import type { MaterialType, ReceivedMaterialKind, QuantityUnit } from '@cairn/contracts';
import { defineProjection } from '../projection';

export interface OngoingTransportRow {
  uuid: string;
  originHubUuid: string;
  originHubType: string;
  owner: string;
  sourceUuid: string;
  transporterLicensePlate: string;
  transporterDispatchedAt: string;
  materialTypes: MaterialType[];
  receivedMaterialTypes: MaterialType[];
  weight: number;
  quantityUnit: QuantityUnit;
  state: 'IN_TRANSIT' | 'DELIVERED';
  receivingHubUuid: string | null;
  deliveredAt: string | null;
}

/** Trucks between hubs (Document 3 §3 "Ongoing transport"): searched by plate by the hub that receives them. */
export const ongoingTransportsProjection = defineProjection<OngoingTransportRow>()({
  name: 'ongoingTransports',
  model: {
    name: 'ongoingTransports',
    fields: {
      STATE: { path: 'state', type: 'text' },
      HUB_UUID: { path: 'originHubUuid', type: 'text' },
      CREATED_AT: { path: 'transporterDispatchedAt', type: 'timestamp' },
    },
    sortBy: 'transporterDispatchedAt',
    indexes: ['state', 'originHubUuid'],
  },
  handles: [
    'OngoingTransportDispatched',
    'OngoingTransportMaterialReceived',
    'OngoingTransportDelivered',
  ],
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'OngoingTransportDispatched':
        return {
          ...event.data,
          receivedMaterialTypes: [],
          state: 'IN_TRANSIT',
          receivingHubUuid: null,
          deliveredAt: null,
        };
      case 'OngoingTransportMaterialReceived': {
        const d = event.data;
        return (
          row && {
            ...row,
            receivingHubUuid: d.receivingHubUuid,
            receivedMaterialTypes: d.materialType
              ? [...row.receivedMaterialTypes, d.materialType]
              : row.receivedMaterialTypes,
          }
        );
      }
      case 'OngoingTransportDelivered':
        return row && { ...row, state: 'DELIVERED', deliveredAt: event.data.at };
      default:
        return row;
    }
  },
});

export interface ReceivedMaterialRow {
  uuid: string;
  hubUuid: string;
  kind: ReceivedMaterialKind;
  weight: number;
  quantityUnit: QuantityUnit;
  materialType: MaterialType | null;
  licensePlate: string | null;
  transportOwner: string | null;
  ongoingTransportUuid: string | null;
  pictureFileUploadUuid: string | null;
  weighedAt: string;
  createdAt: string;
  dispatchUuid: string | null;
  removed: boolean;
}

/** What carriers, handling centers and co-processing facilities registered; a carrier's undispatched ones are its stored units. */
export const receivedMaterialsProjection = defineProjection<ReceivedMaterialRow>()({
  name: 'receivedMaterials',
  model: {
    name: 'receivedMaterials',
    fields: { HUB_UUID: { path: 'hubUuid', type: 'text' }, TYPE: { path: 'kind', type: 'text' } },
    sortBy: 'createdAt',
    indexes: ['hubUuid'],
  },
  handles: [
    'TransportMaterialReceived',
    'CarrierMaterialDispatched',
    'HubEventWeightAmended',
    'HubEventRemoved',
  ],
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'TransportMaterialReceived': {
        const d = event.data;
        return {
          uuid: d.uuid,
          hubUuid: d.hubUuid,
          kind: d.kind,
          weight: d.weight,
          quantityUnit: d.quantityUnit,
          materialType: d.materialType,
          licensePlate: d.licensePlate,
          transportOwner: d.transportOwner,
          ongoingTransportUuid: d.ongoingTransportUuid,
          pictureFileUploadUuid: d.pictureFileUploadUuid,
          weighedAt: d.weighedAt,
          createdAt: d.createdAt,
          dispatchUuid: null,
          removed: false,
        };
      }
      case 'CarrierMaterialDispatched':
        return row && { ...row, dispatchUuid: event.data.dispatchUuid };
      case 'HubEventWeightAmended':
        return row && { ...row, weight: event.data.weight };
      case 'HubEventRemoved':
        return row && { ...row, removed: true };
      default:
        return row;
    }
  },
});
