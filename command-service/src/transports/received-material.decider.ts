import {
  REGISTRATION_FEATURES,
  type EventData,
  type HubType,
  type MaterialType,
  type ReceivedMaterialKind,
} from '@cairn/contracts';
import type { LegacyDecider } from '../command-handling/decider';
import { DomainError, invalid } from '../command-handling/domain-error';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import type { StreamEvents } from '../command-handling/decider';
import { decideReceive, type OngoingTransport } from './ongoing-transport.decider';

/** Each kind of received material has its hub type and its own stream prefix. */
export const RECEIVING_HUB_TYPE: Record<ReceivedMaterialKind, HubType> = {
  CARRIER: 'CARRIER',
  HANDLING_CENTER: 'MATERIAL_HANDLING_CENTER',
  CO_PROCESSING: 'CO_PROCESSING_FACILITY',
};
export const STREAM_PREFIX: Record<ReceivedMaterialKind, string> = {
  CARRIER: 'carrierMaterial',
  HANDLING_CENTER: 'handlingCenterMaterial',
  CO_PROCESSING: 'coProcessingMaterial',
};
export const streamOf = (kind: ReceivedMaterialKind, uuid: string) =>
  `${STREAM_PREFIX[kind]}-${uuid}`;

/** The record's stream: registered, then perhaps dispatched (carriers), amended or removed by review. */
export interface ReceivedMaterial {
  uuid: string;
  exists: boolean;
  hubUuid: string | null;
  kind: ReceivedMaterialKind | null;
  weight: number;
  materialType: MaterialType | null;
  dispatched: boolean;
  removed: boolean;
}
export const receivedMaterialDecider = (uuid: string): LegacyDecider<ReceivedMaterial> => ({
  initialState: {
    uuid,
    exists: false,
    hubUuid: null,
    kind: null,
    weight: 0,
    materialType: null,
    dispatched: false,
    removed: false,
  },
  evolve(state, event) {
    switch (event.type) {
      case 'TransportMaterialReceived':
        return {
          ...state,
          exists: true,
          hubUuid: event.data.hubUuid,
          kind: event.data.kind,
          weight: event.data.weight,
          materialType: event.data.materialType,
        };
      case 'HubEventWeightAmended':
        return { ...state, weight: event.data.weight };
      case 'HubEventRemoved':
        return { ...state, removed: true };
      case 'CarrierMaterialDispatched':
        return { ...state, dispatched: true };
      default:
        return state;
    }
  },
});

export interface ReceiveContext {
  existing: boolean;
  hub: HubAggregate;
  picture: FileUploadAggregate | null;
  transport: OngoingTransport | null;
}

/**
 * A carrier, handling center or co-processing registration: at an active hub of the right type with
 * a registration feature, with the hub's own picture, taking its material type (and, for a carrier
 * that gives none, its weight) from the ongoing transport it arrived on.
 */
export const decideReceiveMaterial = (
  material: EventData<'TransportMaterialReceived'>,
  ctx: ReceiveContext,
): StreamEvents[] => {
  const { hub } = ctx;
  if (ctx.existing) throw new DomainError('conflict', 'conflictErrorMessage');
  if (!hub.exists || !hub.fields) throw new DomainError('notFound', 'notFoundMessage');
  if (hub.state !== 'ACTIVE') throw new DomainError('invalid', 'hubNotActive');
  if (
    hub.fields.type !== RECEIVING_HUB_TYPE[material.kind] ||
    !REGISTRATION_FEATURES.some((f) => hub.fields!.features.includes(f))
  ) {
    throw new DomainError('forbidden', 'apiErrorForbidden');
  }
  if (
    material.pictureFileUploadUuid &&
    (!ctx.picture?.exists || ctx.picture.hubUuid !== material.hubUuid)
  ) {
    throw invalid({ pictureFileUploadUuid: 'validationInvalid' });
  }
  const appends: StreamEvents[] = [];
  let recorded = material;
  if (material.ongoingTransportUuid) {
    if (!ctx.transport) throw new DomainError('notFound', 'notFoundMessage');
    const received = decideReceive(
      {
        transportUuid: material.ongoingTransportUuid,
        hubUuid: material.hubUuid,
        hub: hub.fields,
        materialUuid: material.uuid,
        materialType: material.materialType,
        at: material.createdAt,
      },
      ctx.transport,
    );
    // A carrier that does not weigh takes over the weight the transport left with.
    recorded = {
      ...material,
      materialType: received.materialType,
      weight: material.weight > 0 ? material.weight : ctx.transport.weight,
    };
    appends.push({
      streamId: `ongoingTransport-${material.ongoingTransportUuid}`,
      events: received.events,
    });
  }
  // A carrier need not weigh what it receives (Document 3 §3: "transportOwner only"): without a transport
  // to take the weight from, its unit is recorded unweighed (0) and weighs at dispatch (docs/decisions.md).
  const unweighedCarrierUnit = material.kind === 'CARRIER' && !material.ongoingTransportUuid;
  if (!(recorded.weight > 0) && !unweighedCarrierUnit)
    throw invalid({
      weight: material.ongoingTransportUuid ? 'validationMin' : 'validationRequired',
    });
  if (material.kind !== 'CARRIER' && recorded.weight < 100)
    throw invalid({ weight: 'validationMin' });
  return [
    {
      streamId: streamOf(material.kind, material.uuid),
      events: [{ type: 'TransportMaterialReceived', data: recorded }],
    },
    ...appends,
  ];
};
