import { hubWorks } from '@cairn/contracts';
import {
  REGISTRATION_FEATURES,
  type EventData,
  type EventOf,
  type HubType,
  type MaterialType,
  type ReceivedMaterialKind,
} from '@cairn/contracts';
import { DomainError, invalid } from '../command-handling/domain-error';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import {
  type Decider,
  type StreamEvents,
  eventTypes,
  unreachable,
} from '../command-handling/decider';
import type { StreamDecision } from '../command-handling/stream-decision';
import {
  type OngoingTransport,
  materialTypeReceived,
  ongoingTransportDecider,
  ongoingTransportStream,
} from './ongoing-transport.decider';

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
/** A registration as the hub's user sends it; the decision builds the REGISTRATION hub event. */
export interface RegisterReceivedMaterial {
  type: 'RegisterReceivedMaterial';
  uuid: string;
  hubUuid: string;
  kind: ReceivedMaterialKind;
  company: EventData<'TransportMaterialReceived'>['company'];
  createdBy: EventData<'TransportMaterialReceived'>['createdBy'];
  transportOwner: string | null;
  licensePlate: string | null;
  ongoingTransportUuid: string | null;
  /** null: not weighed here (a carrier's unit, or one that takes the transport's weight). */
  weight: number | null;
  materialType: MaterialType | null;
  pictureFileUploadUuid: string | null;
  pictureMimeType: string | null;
  weighedAt: string | null;
  autoPublished: boolean;
  at: string;
}

export type ReceivedMaterialCommand =
  | RegisterReceivedMaterial
  | {
      type: 'DispatchCarrierMaterial';
      uuid: string;
      hubUuid: string;
      dispatchUuid: string;
      at: string;
    };

/** Its own events, and the review's on its stream (a weight amended, the record removed). */
export type ReceivedMaterialEvent = EventOf<
  | 'TransportMaterialReceived'
  | 'CarrierMaterialDispatched'
  | 'HubEventWeightAmended'
  | 'HubEventRemoved'
>;

/**
 * The record of the registration: with an ongoing transport, its material type is the one taken off
 * the transport (`transport`), and a carrier that does not weigh takes over the weight the transport
 * left with.
 */
const register = (
  command: RegisterReceivedMaterial,
  material: ReceivedMaterial,
  transport: { materialType: MaterialType | null; weight: number } | null,
): ReceivedMaterialEvent[] => {
  if (material.exists) throw new DomainError('conflict', 'conflictErrorMessage');
  const { type: _t, at, weight: given, ...fields } = command;
  const weight = (given ?? 0) > 0 || !transport ? (given ?? 0) : transport.weight;
  // A carrier need not weigh what it receives (Document 3 §3: "transportOwner only"): without a transport
  // to take the weight from, its unit is recorded unweighed (0) and weighs at dispatch (docs/decisions.md).
  const unweighedCarrierUnit = command.kind === 'CARRIER' && !command.ongoingTransportUuid;
  if (!(weight > 0) && !unweighedCarrierUnit)
    throw invalid({
      weight: command.ongoingTransportUuid ? 'validationMin' : 'validationRequired',
    });
  if (command.kind !== 'CARRIER' && weight < 100) throw invalid({ weight: 'validationMin' });
  return [
    {
      type: 'TransportMaterialReceived',
      data: {
        ...fields,
        eventType: 'REGISTRATION',
        weight,
        quantityUnit: 'KG',
        materialType: transport ? transport.materialType : command.materialType,
        weighedAt: command.weighedAt ?? at,
        createdAt: at,
      },
    },
  ];
};

const decideFor =
  (transport: { materialType: MaterialType | null; weight: number } | null) =>
  (command: ReceivedMaterialCommand, material: ReceivedMaterial): ReceivedMaterialEvent[] => {
    switch (command.type) {
      case 'RegisterReceivedMaterial':
        return register(command, material, transport);
      case 'DispatchCarrierMaterial': {
        const { type: _t, ...data } = command;
        return [{ type: 'CarrierMaterialDispatched', data }];
      }
      default:
        return unreachable(command);
    }
  };

const evolve = (state: ReceivedMaterial, event: ReceivedMaterialEvent): ReceivedMaterial => {
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
      return unreachable(event);
  }
};

const receivedMaterialEvents = eventTypes<ReceivedMaterialEvent>({
  TransportMaterialReceived: true,
  CarrierMaterialDispatched: true,
  HubEventWeightAmended: true,
  HubEventRemoved: true,
});

/** The record `uuid` (its state names it, so a dispatch lists the units it read). */
export const receivedMaterialDecider = (
  uuid: string,
): Decider<ReceivedMaterial, ReceivedMaterialCommand, ReceivedMaterialEvent> => ({
  initialState: () => ({
    uuid,
    exists: false,
    hubUuid: null,
    kind: null,
    weight: 0,
    materialType: null,
    dispatched: false,
    removed: false,
  }),
  eventTypes: receivedMaterialEvents,
  evolve,
  decide: decideFor(null),
});

export interface ReceiveContext {
  material: ReceivedMaterial;
  hub: HubAggregate;
  picture: FileUploadAggregate | null;
  transport: OngoingTransport | null;
}

/**
 * A carrier, handling center or co-processing registration: at an active hub of the right type with
 * a registration feature, with the hub's own picture, taking its material type (and, for a carrier
 * that gives none, its weight) from the ongoing transport it arrived on.
 */
export const decideRegisterReceivedMaterial: StreamDecision<
  RegisterReceivedMaterial,
  ReceiveContext
> = (command, ctx) => {
  const { hub } = ctx;
  if (ctx.material.exists) throw new DomainError('conflict', 'conflictErrorMessage');
  const { fields } = hub;
  if (!hub.exists || !fields) throw new DomainError('notFound', 'notFoundMessage');
  if (!hubWorks(hub.state)) throw new DomainError('invalid', 'hubNotActive');
  if (
    fields.type !== RECEIVING_HUB_TYPE[command.kind] ||
    !REGISTRATION_FEATURES.some((f) => fields.features.includes(f))
  ) {
    throw new DomainError('forbidden', 'apiErrorForbidden');
  }
  if (
    command.pictureFileUploadUuid &&
    (!ctx.picture?.exists || ctx.picture.hubUuid !== command.hubUuid)
  ) {
    throw invalid({ pictureFileUploadUuid: 'validationInvalid' });
  }
  const onTransport: StreamEvents[] = [];
  let taken: { materialType: MaterialType | null; weight: number } | null = null;
  if (command.ongoingTransportUuid) {
    if (!ctx.transport) throw new DomainError('notFound', 'notFoundMessage');
    const events = ongoingTransportDecider.decide(
      {
        type: 'ReceiveFromTransport',
        transportUuid: command.ongoingTransportUuid,
        hubUuid: command.hubUuid,
        hub: fields,
        materialUuid: command.uuid,
        materialType: command.materialType,
        at: command.at,
      },
      ctx.transport,
    );
    taken = { materialType: materialTypeReceived(events), weight: ctx.transport.weight };
    onTransport.push({ streamId: ongoingTransportStream(command.ongoingTransportUuid), events });
  }
  return [
    {
      streamId: streamOf(command.kind, command.uuid),
      events: decideFor(taken)(command, ctx.material),
    },
    ...onTransport,
  ];
};
