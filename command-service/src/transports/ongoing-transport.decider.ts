import {
  SUPPLIER_TYPES,
  type EventData,
  type EventOf,
  type HubFields,
  type HubType,
  type MaterialType,
} from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { DomainError, invalid, notFound } from '../command-handling/domain-error';

/**
 * `ongoingTransport-<uuid>`: material on a truck between two hubs. IN_TRANSIT from its dispatch until
 * the receiving hub has registered every material type on it, then DELIVERED. The first hub that
 * registers from it becomes its receiver; no other hub may register from it after that.
 */
export interface OngoingTransport {
  exists: boolean;
  originHubUuid: string | null;
  originHubType: HubType | null;
  state: 'IN_TRANSIT' | 'DELIVERED' | null;
  materialTypes: MaterialType[];
  received: MaterialType[];
  receivingHubUuid: string | null;
  weight: number;
}

export const remainingTypes = (
  t: Pick<OngoingTransport, 'materialTypes' | 'received'>,
): MaterialType[] => t.materialTypes.filter((m) => !t.received.includes(m));

/**
 * Which hubs may receive a transport: those that list its origin among their configured suppliers
 * (an admin's choice, docs/decisions.md), of a type that origin may supply. Never the hub that sent it:
 * a hub of the right type alone may not, or any of them could take over another hub's truck.
 */
export const mayReceiveFrom = (
  hub: { uuid: string; type: HubType; supplierUuids: readonly string[] },
  origin: { uuid: string; type: HubType },
): boolean =>
  origin.uuid !== hub.uuid &&
  hub.supplierUuids.includes(origin.uuid) &&
  (SUPPLIER_TYPES[hub.type] ?? []).includes(origin.type);

export type DispatchTransport = {
  type: 'DispatchTransport';
} & EventData<'OngoingTransportDispatched'>;

export interface ReceiveFromTransport {
  type: 'ReceiveFromTransport';
  transportUuid: string;
  hubUuid: string;
  hub: Pick<HubFields, 'type' | 'supplierUuids'>;
  materialUuid: string;
  materialType: MaterialType | null;
  at: string;
}

export type OngoingTransportCommand = DispatchTransport | ReceiveFromTransport;

export type OngoingTransportEvent = EventOf<
  'OngoingTransportDispatched' | 'OngoingTransportMaterialReceived' | 'OngoingTransportDelivered'
>;

export const ongoingTransportStream = (uuid: string) => `ongoingTransport-${uuid}`;

/** The material type a registration took off the transport (what the registration records). */
export const materialTypeReceived = (
  events: readonly OngoingTransportEvent[],
): MaterialType | null =>
  events.flatMap((e) =>
    e.type === 'OngoingTransportMaterialReceived' ? [e.data.materialType] : [],
  )[0] ?? null;

/**
 * A registration takes one material type off the transport (the only one when it carries one; the
 * chosen one when several).
 */
const receive = (
  command: ReceiveFromTransport,
  transport: OngoingTransport,
): OngoingTransportEvent[] => {
  const { transportUuid: uuid, hubUuid, at } = command;
  // A transport this hub may not receive is, to it, a transport that does not exist.
  if (!transport.exists || !transport.originHubUuid || !transport.originHubType) throw notFound();
  const receiver = {
    uuid: hubUuid,
    type: command.hub.type,
    supplierUuids: command.hub.supplierUuids,
  };
  if (!mayReceiveFrom(receiver, { uuid: transport.originHubUuid, type: transport.originHubType }))
    throw notFound();
  if (transport.receivingHubUuid && transport.receivingHubUuid !== hubUuid) throw notFound();
  if (transport.state !== 'IN_TRANSIT')
    throw invalid({ ongoingTransportUuid: 'validationInvalid' });
  const remaining = remainingTypes(transport);
  let materialType = command.materialType;
  if (transport.materialTypes.length === 0) materialType = materialType ?? null;
  else if (!materialType) {
    if (remaining.length !== 1) throw invalid({ materialType: 'validationRequired' });
    materialType = remaining[0];
  } else if (!remaining.includes(materialType))
    throw invalid({ materialType: 'validationInvalid' });
  const events: OngoingTransportEvent[] = [
    {
      type: 'OngoingTransportMaterialReceived',
      data: {
        uuid,
        receivingHubUuid: hubUuid,
        materialUuid: command.materialUuid,
        materialType,
        at,
      },
    },
  ];
  // A transport without declared types is delivered by its first registration.
  const left =
    transport.materialTypes.length === 0 ? [] : remaining.filter((m) => m !== materialType);
  if (left.length === 0)
    events.push({
      type: 'OngoingTransportDelivered',
      data: { uuid, receivingHubUuid: hubUuid, at },
    });
  return events;
};

const decide = (
  command: OngoingTransportCommand,
  transport: OngoingTransport,
): OngoingTransportEvent[] => {
  switch (command.type) {
    // A new transport leaves with a dispatch; its stream must be new.
    case 'DispatchTransport': {
      const { type: _t, ...data } = command;
      if (transport.exists) throw new DomainError('conflict', 'conflictErrorMessage');
      if (!data.transporterLicensePlate.trim())
        throw invalid({ transporterLicensePlate: 'validationRequired' });
      return [{ type: 'OngoingTransportDispatched', data }];
    }
    case 'ReceiveFromTransport':
      return receive(command, transport);
    default:
      return unreachable(command);
  }
};

const evolve = (state: OngoingTransport, event: OngoingTransportEvent): OngoingTransport => {
  switch (event.type) {
    case 'OngoingTransportDispatched': {
      const d = event.data;
      return {
        ...state,
        exists: true,
        originHubUuid: d.originHubUuid,
        originHubType: d.originHubType,
        state: 'IN_TRANSIT',
        materialTypes: d.materialTypes,
        weight: d.weight,
      };
    }
    case 'OngoingTransportMaterialReceived':
      return {
        ...state,
        receivingHubUuid: event.data.receivingHubUuid,
        received: event.data.materialType
          ? [...state.received, event.data.materialType]
          : state.received,
      };
    case 'OngoingTransportDelivered':
      return { ...state, state: 'DELIVERED' };
    default:
      return unreachable(event);
  }
};

export const ongoingTransportDecider: Decider<
  OngoingTransport,
  OngoingTransportCommand,
  OngoingTransportEvent
> = {
  initialState: () => ({
    exists: false,
    originHubUuid: null,
    originHubType: null,
    state: null,
    materialTypes: [],
    received: [],
    receivingHubUuid: null,
    weight: 0,
  }),
  eventTypes: eventTypes<OngoingTransportEvent>({
    OngoingTransportDispatched: true,
    OngoingTransportMaterialReceived: true,
    OngoingTransportDelivered: true,
  }),
  evolve,
  decide,
};
