import type { EventData, MaterialType } from '@cairn/contracts';
import type { LegacyDecider, StreamEvents } from '../command-handling/decider';
import { DomainError, invalid } from '../command-handling/domain-error';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import { segregationStarted, type SegregationSlot } from '../grading/segregation-unit.decider';
import {
  type OngoingTransport,
  materialTypeReceived,
  ongoingTransportDecider,
} from '../transports/ongoing-transport.decider';

export const truckLoadStream = (uuid: string) => `registeredMaterial-${uuid}`;

/** `registeredMaterial-<uuid>`: a recycler's truck load, then graded or processed once, amended or removed by review. */
export interface TruckLoad {
  uuid: string;
  exists: boolean;
  hubUuid: string | null;
  weight: number;
  materialType: MaterialType | null;
  supplier: string | null;
  graded: boolean;
  processed: boolean;
  removed: boolean;
}
export const truckLoadDecider = (uuid: string): LegacyDecider<TruckLoad> => ({
  initialState: {
    uuid,
    exists: false,
    hubUuid: null,
    weight: 0,
    materialType: null,
    supplier: null,
    graded: false,
    processed: false,
    removed: false,
  },
  evolve(state, event) {
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
        return state;
    }
  },
});

/** A recycler hub that is active; `feature` is what the call needs. Another hub type is 403. */
export const mustBeRecycler = (
  hub: HubAggregate,
  feature: EventData<'HubCreated'>['features'][number],
) => {
  if (!hub.exists || !hub.fields) throw new DomainError('notFound', 'notFoundMessage');
  if (hub.fields.type !== 'RECYCLER' || !hub.fields.features.includes(feature))
    throw new DomainError('forbidden', 'apiErrorForbidden');
  if (hub.state !== 'ACTIVE') throw new DomainError('invalid', 'hubNotActive');
  return hub.fields;
};

/** The registration without its material type, which the decider settles. */
export type TruckLoadCommand = Omit<EventData<'TruckLoadRegistered'>, 'materialType'> & {
  materialType: MaterialType | null;
};
export interface TruckLoadContext {
  existing: boolean;
  hub: HubAggregate;
  picture: FileUploadAggregate;
  transport: OngoingTransport | null;
}

/**
 * A truck load at a recycler: from a supplier of the platform it takes one material type off the chosen
 * ongoing transport (ongoing-transport.decider), and its plate and supplier default to the transport's;
 * otherwise the hub must allow unregistered suppliers and plate and supplier are required.
 * The material type is the chosen one, the transport's only remaining one, or the hub's only collected one.
 */
export const decideRegisterTruckLoad = (
  load: TruckLoadCommand,
  ctx: TruckLoadContext,
  origin: { plate: string; owner: string } | null,
): StreamEvents[] => {
  if (ctx.existing) throw new DomainError('conflict', 'conflictErrorMessage');
  const fields = mustBeRecycler(ctx.hub, 'TRUCK_LOAD_REGISTRATION');
  if (!ctx.picture.exists || ctx.picture.hubUuid !== load.hubUuid)
    throw invalid({ pictureFileUploadUuid: 'validationInvalid' });
  const appends: StreamEvents[] = [];
  let { materialType, licensePlate, supplier, supplierUuid } = load;
  if (load.ongoingTransportUuid) {
    if (!ctx.transport?.exists || !origin) throw new DomainError('notFound', 'notFoundMessage');
    const received = ongoingTransportDecider.decide(
      {
        type: 'ReceiveFromTransport',
        transportUuid: load.ongoingTransportUuid,
        hubUuid: load.hubUuid,
        hub: fields,
        materialUuid: load.uuid,
        materialType,
        at: load.createdAt,
      },
      ctx.transport,
    );
    materialType = materialTypeReceived(received) ?? materialType;
    licensePlate = licensePlate || origin.plate;
    supplier = supplier || origin.owner;
    supplierUuid = ctx.transport.originHubUuid;
    appends.push({
      streamId: `ongoingTransport-${load.ongoingTransportUuid}`,
      events: received,
    });
  } else {
    if (!fields.allowUnregisteredSuppliers)
      throw invalid({ ongoingTransportUuid: 'validationRequired' });
    const missing: Record<string, 'validationRequired'> = {};
    if (!licensePlate?.trim()) missing.licensePlate = 'validationRequired';
    if (!supplier?.trim()) missing.supplier = 'validationRequired';
    if (Object.keys(missing).length > 0) throw invalid(missing);
    const types = fields.collectedMaterialTypes;
    if (!materialType && types.length === 1) materialType = types[0];
    if (materialType && types.length > 0 && !types.includes(materialType))
      throw invalid({ materialType: 'validationInvalid' });
  }
  if (!materialType) throw invalid({ materialType: 'validationRequired' });
  const recorded: EventData<'TruckLoadRegistered'> = {
    ...load,
    materialType,
    licensePlate,
    supplier,
    supplierUuid,
  };
  return [
    {
      streamId: truckLoadStream(load.uuid),
      events: [{ type: 'TruckLoadRegistered', data: recorded }],
    },
    ...appends,
  ];
};

export interface GradeTruckLoads {
  uuid: string;
  hubUuid: string;
  at: string;
  single: boolean;
}

/**
 * Grading at a recycler (POST /api/registeredMaterials/{uuid}/grade, or every ungraded truck load of a material
 * with POST /api/massBalance/grading/start): a segregation unit whose inputs are truck loads, in the hub's one slot.
 */
export const decideGradeTruckLoads = (
  command: GradeTruckLoads,
  hub: HubAggregate,
  slot: SegregationSlot,
  loads: TruckLoad[],
): StreamEvents[] => {
  mustBeRecycler(hub, 'MATERIAL_SEGREGATION');
  const own = loads.filter((l) => l.exists && l.hubUuid === command.hubUuid && !l.removed);
  if (command.single && own.length === 0) throw new DomainError('notFound', 'notFoundMessage');
  if (command.single && own.some((l) => l.graded || l.processed))
    throw invalid({ registeredMaterialUuid: 'validationInvalid' });
  if (slot.ongoing) throw new DomainError('conflict', 'conflictErrorMessage');
  const inputs = own.filter((l) => !l.graded && !l.processed);
  if (inputs.length === 0) throw new DomainError('invalid', 'noMaterialSourceForGrading');
  const { uuid, hubUuid, at } = command;
  return [
    ...segregationStarted(
      command,
      inputs.map((l) => ({
        collectedMaterialUuid: l.uuid,
        registrationUnit: 'TRUCK_LOAD' as const,
        weight: l.weight,
        materialType: l.materialType!,
        trackedItemUuid: null,
        source: 'REGISTERED' as const,
      })),
    ),
    ...inputs.map((l): StreamEvents => ({
      streamId: truckLoadStream(l.uuid),
      events: [
        {
          type: 'RegisteredMaterialGraded',
          data: {
            uuid: l.uuid,
            hubUuid,
            segregationUnitUuid: uuid,
            weight: l.weight,
            materialType: l.materialType!,
            at,
          },
        },
      ],
    })),
  ];
};
