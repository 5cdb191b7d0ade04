import { hubWorks } from '@cairn/contracts';
import {
  truckLoadMissingFields,
  type EventData,
  type EventOf,
  type MaterialType,
} from '@cairn/contracts';
import {
  type Decider,
  type StreamEvents,
  eventTypes,
  unreachable,
} from '../command-handling/decider';
import { DomainError, conflict, invalid, notFound } from '../command-handling/domain-error';
import type { StreamDecision } from '../command-handling/stream-decision';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import {
  type OngoingTransport,
  materialTypeReceived,
  ongoingTransportDecider,
  ongoingTransportStream,
} from '../transports/ongoing-transport.decider';

export const truckLoadStream = (uuid: string) => `registeredMaterial-${uuid}`;

/** `registeredMaterial-<uuid>`: a recycler's truck load, then graded or processed once, amended or removed by review. */
export type TruckLoad = {
  uuid: string;
  weight: number;
  supplier: string | null;
  graded: boolean;
  processed: boolean;
  removed: boolean;
} & (
  | { exists: false; hubUuid: null; materialType: null }
  | { exists: true; hubUuid: string; materialType: MaterialType }
);
export type RegisteredTruckLoad = Extract<TruckLoad, { exists: true }>;

/** POST /api/registeredMaterials/ as the recycler's user sends it (trimmed), with the new load's id. */
export interface RegisterTruckLoad {
  type: 'RegisterTruckLoad';
  uuid: string;
  hubUuid: string;
  company: EventData<'TruckLoadRegistered'>['company'];
  createdBy: EventData<'TruckLoadRegistered'>['createdBy'];
  weight: number;
  materialType: MaterialType | null;
  licensePlate: string | null;
  supplier: string | null;
  internalId: string | null;
  transportOwner: string | null;
  ongoingTransportUuid: string | null;
  pictureFileUploadUuid: string;
  pictureMimeType: string;
  weighedAt: string | null;
  autoPublished: boolean;
  at: string;
}

/** What the registration settled from the transport or the hub (decideRegisterTruckLoad). */
export interface SettledLoad {
  materialType: MaterialType | null;
  licensePlate: string | null;
  supplier: string | null;
  supplierUuid: string | null;
}

export type TruckLoadCommand =
  | (RegisterTruckLoad & { settled: SettledLoad })
  | { type: 'GradeTruckLoad'; hubUuid: string; segregationUnitUuid: string; at: string }
  | { type: 'ProcessTruckLoad'; hubUuid: string; processingUnitUuid: string; at: string };

/** Its own events, and the review's on its stream (a weight amended, the load removed). */
export type TruckLoadEvent = EventOf<
  | 'TruckLoadRegistered'
  | 'HubEventWeightAmended'
  | 'HubEventRemoved'
  | 'RegisteredMaterialGraded'
  | 'RegisteredMaterialProcessed'
>;

const decide = (command: TruckLoadCommand, load: TruckLoad): TruckLoadEvent[] => {
  switch (command.type) {
    case 'RegisterTruckLoad': {
      if (load.exists) throw conflict();
      const { type: _t, settled, at, ...registered } = command;
      const materialType = settled.materialType;
      if (!materialType) throw invalid({ materialType: 'validationRequired' });
      return [
        {
          type: 'TruckLoadRegistered',
          data: {
            ...registered,
            ...settled,
            materialType,
            eventType: 'REGISTRATION',
            quantityUnit: 'KG',
            weighedAt: command.weighedAt ?? at,
            createdAt: at,
          },
        },
      ];
    }
    case 'GradeTruckLoad': {
      if (!load.exists) throw notFound();
      const { hubUuid, segregationUnitUuid, at } = command;
      const { uuid, weight, materialType } = load;
      return [
        {
          type: 'RegisteredMaterialGraded',
          data: { uuid, hubUuid, segregationUnitUuid, weight, materialType, at },
        },
      ];
    }
    case 'ProcessTruckLoad': {
      if (!load.exists) throw notFound();
      const { hubUuid, processingUnitUuid, at } = command;
      const { uuid, weight, materialType } = load;
      return [
        {
          type: 'RegisteredMaterialProcessed',
          data: { uuid, hubUuid, processingUnitUuid, weight, materialType, at },
        },
      ];
    }
    default:
      return unreachable(command);
  }
};

const evolve = (state: TruckLoad, event: TruckLoadEvent): TruckLoad => {
  switch (event.type) {
    case 'TruckLoadRegistered':
      return {
        ...state,
        exists: true,
        hubUuid: event.data.hubUuid,
        weight: event.data.weight,
        materialType: event.data.materialType,
        supplier: event.data.supplier,
      };
    case 'HubEventWeightAmended':
      return { ...state, weight: event.data.weight };
    case 'HubEventRemoved':
      return { ...state, removed: true };
    case 'RegisteredMaterialGraded':
      return { ...state, graded: true };
    case 'RegisteredMaterialProcessed':
      return { ...state, processed: true };
    default:
      return unreachable(event);
  }
};

const truckLoadEvents = eventTypes<TruckLoadEvent>({
  TruckLoadRegistered: true,
  HubEventWeightAmended: true,
  HubEventRemoved: true,
  RegisteredMaterialGraded: true,
  RegisteredMaterialProcessed: true,
});

export const truckLoadDecider = (
  uuid: string,
): Decider<TruckLoad, TruckLoadCommand, TruckLoadEvent> => ({
  initialState: () => ({
    uuid,
    exists: false,
    hubUuid: null,
    weight: 0,
    materialType: null,
    supplier: null,
    graded: false,
    processed: false,
    removed: false,
  }),
  eventTypes: truckLoadEvents,
  evolve,
  decide,
});

/** A recycler hub that is active; `feature` is what the call needs. Another hub type is 403. */
export const mustBeRecycler = (
  hub: HubAggregate,
  feature: EventData<'HubCreated'>['features'][number],
) => {
  if (!hub.exists || !hub.fields) throw new DomainError('notFound', 'notFoundMessage');
  if (hub.fields.type !== 'RECYCLER' || !hub.fields.features.includes(feature))
    throw new DomainError('forbidden', 'apiErrorForbidden');
  if (!hubWorks(hub.state)) throw new DomainError('invalid', 'hubNotActive');
  return hub.fields;
};

export interface TruckLoadContext {
  load: TruckLoad;
  hub: HubAggregate;
  picture: FileUploadAggregate;
  transport: OngoingTransport | null;
  /** The transport as the read model shows it: its plate and owner, the load's defaults. */
  origin: { plate: string; owner: string } | null;
}

/**
 * A truck load at a recycler: from a supplier of the platform it takes one material type off the chosen
 * ongoing transport (ongoing-transport.decider), and its plate and supplier default to the transport's;
 * otherwise the hub must allow unregistered suppliers and plate and supplier are required.
 * The material type is the chosen one, the transport's only remaining one, or the hub's only collected one.
 */
export const decideRegisterTruckLoad: StreamDecision<RegisterTruckLoad, TruckLoadContext> = (
  command,
  ctx,
) => {
  const { origin } = ctx;
  if (ctx.load.exists) throw new DomainError('conflict', 'conflictErrorMessage');
  const fields = mustBeRecycler(ctx.hub, 'TRUCK_LOAD_REGISTRATION');
  if (!ctx.picture.exists || ctx.picture.hubUuid !== command.hubUuid)
    throw invalid({ pictureFileUploadUuid: 'validationInvalid' });
  const appends: StreamEvents[] = [];
  let { materialType, licensePlate, supplier } = command;
  let supplierUuid: string | null = null;
  if (command.ongoingTransportUuid) {
    if (!ctx.transport?.exists || !origin) throw new DomainError('notFound', 'notFoundMessage');
    const received = ongoingTransportDecider.decide(
      {
        type: 'ReceiveFromTransport',
        transportUuid: command.ongoingTransportUuid,
        hubUuid: command.hubUuid,
        hub: fields,
        materialUuid: command.uuid,
        materialType,
        at: command.at,
      },
      ctx.transport,
    );
    materialType = materialTypeReceived(received) ?? materialType;
    licensePlate = licensePlate || origin.plate;
    supplier = supplier || origin.owner;
    supplierUuid = ctx.transport.originHubUuid;
    appends.push({
      streamId: ongoingTransportStream(command.ongoingTransportUuid),
      events: received,
    });
  } else {
    if (!fields.allowUnregisteredSuppliers)
      throw invalid({ ongoingTransportUuid: 'validationRequired' });
    const missing = truckLoadMissingFields({ licensePlate, supplier });
    if (Object.keys(missing).length > 0) throw invalid(missing);
    const types = fields.collectedMaterialTypes;
    if (!materialType && types.length === 1) materialType = types[0];
    if (materialType && types.length > 0 && !types.includes(materialType))
      throw invalid({ materialType: 'validationInvalid' });
  }
  const settled = { materialType, licensePlate, supplier, supplierUuid };
  return [
    {
      streamId: truckLoadStream(command.uuid),
      events: truckLoadDecider(command.uuid).decide({ ...command, settled }, ctx.load),
    },
    ...appends,
  ];
};
