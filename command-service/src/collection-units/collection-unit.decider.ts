import type { DomainEvent, EventData } from '@cairn/contracts';
import type { LegacyDecider } from '../command-handling/decider';
import { DomainError, invalid } from '../command-handling/domain-error';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import type { StreamEvents } from '../command-handling/decider';

/** The hub's guard stream (`collectionSlot-<hubUuid>`): the one collection IN_PROGRESS, if any. */
export interface CollectionSlot {
  ongoing: string | null;
}
export const collectionSlotDecider: LegacyDecider<CollectionSlot> = {
  initialState: { ongoing: null },
  evolve(state, event) {
    switch (event.type) {
      case 'CollectionSlotTaken':
        return { ongoing: event.data.collectionUnitUuid };
      case 'CollectionSlotReleased':
        return { ongoing: null };
      default:
        return state;
    }
  },
};

/** `collectionUnit-<uuid>`: IN_PROGRESS from the start (truck and plate) to the finish (weigh slip or none), then FINISHED. */
export interface CollectionUnit {
  exists: boolean;
  hubUuid: string | null;
  state: 'IN_PROGRESS' | 'FINISHED' | null;
  materials: Array<{ materialUuid: string; trackedItemUuid: string | null }>;
}
export const collectionUnitDecider: LegacyDecider<CollectionUnit> = {
  initialState: { exists: false, hubUuid: null, state: null, materials: [] },
  evolve(state, event) {
    switch (event.type) {
      case 'CollectionUnitStarted':
        return { ...state, exists: true, hubUuid: event.data.hubUuid, state: 'IN_PROGRESS' };
      case 'CollectionUnitMaterialAdded':
        return {
          ...state,
          materials: [
            ...state.materials,
            { materialUuid: event.data.materialUuid, trackedItemUuid: event.data.trackedItemUuid },
          ],
        };
      case 'CollectionUnitFinished':
        return { ...state, state: 'FINISHED' };
      default:
        return state;
    }
  },
};

const mustCollect = (hub: HubAggregate) => {
  if (!hub.exists || !hub.fields) throw new DomainError('notFound', 'notFoundMessage');
  if (hub.state !== 'ACTIVE') throw new DomainError('invalid', 'hubNotActive');
  if (!hub.fields.features.includes('MATERIAL_COLLECTION'))
    throw new DomainError('forbidden', 'apiErrorForbidden');
};
const ownPicture = (picture: FileUploadAggregate | null, hubUuid: string, field: string) => {
  if (!picture?.exists || picture.hubUuid !== hubUuid)
    throw invalid({ [field]: 'validationInvalid' });
};

/** POST /api/collectionUnits: one collection at a time per hub, with the hub's own picture of the truck. */
export const decideStartCollection = (
  started: EventData<'CollectionUnitStarted'>,
  ctx: {
    hub: HubAggregate;
    slot: CollectionSlot;
    unit: CollectionUnit;
    picture: FileUploadAggregate;
  },
): StreamEvents[] => {
  mustCollect(ctx.hub);
  if (ctx.unit.exists || ctx.slot.ongoing)
    throw new DomainError('conflict', 'conflictErrorMessage');
  ownPicture(ctx.picture, started.hubUuid, 'transporterPictureFileUploadUuid');
  if (!started.transporterLicensePlate.trim())
    throw invalid({ transporterLicensePlate: 'validationRequired' });
  return [
    {
      streamId: `collectionSlot-${started.hubUuid}`,
      events: [
        {
          type: 'CollectionSlotTaken',
          data: { hubUuid: started.hubUuid, collectionUnitUuid: started.uuid },
        },
      ],
    },
    {
      streamId: `collectionUnit-${started.uuid}`,
      events: [{ type: 'CollectionUnitStarted', data: started }],
    },
  ];
};

/** A bag registered with a collectionUnitUuid joins that collection: the hub's own, still in progress. */
export const decideAddToCollection = (
  added: EventData<'CollectionUnitMaterialAdded'>,
  unit: CollectionUnit,
): DomainEvent[] => {
  if (!unit.exists || unit.hubUuid !== added.hubUuid || unit.state !== 'IN_PROGRESS')
    throw invalid({ collectionUnitUuid: 'validationInvalid' });
  return [{ type: 'CollectionUnitMaterialAdded', data: added }];
};

export interface FinishCollection {
  uuid: string;
  hubUuid: string;
  at: string;
  weigh: {
    weight: number;
    quantityUnit: 'KG' | 'LITER';
    weighSlipPictureFileUploadUuid: string;
  } | null;
}

/**
 * POST /api/collectionUnits/{uuid}/finish: with the weigh slip when the hub weighs collections
 * (weighMaterialCollection), else it may be empty. The collected bags arrive at the center.
 */
export const decideFinishCollection = (
  command: FinishCollection,
  ctx: { hub: HubAggregate; unit: CollectionUnit; picture: FileUploadAggregate | null },
): StreamEvents[] => {
  const { unit, hub } = ctx;
  if (!unit.exists || unit.hubUuid !== command.hubUuid)
    throw new DomainError('notFound', 'notFoundMessage');
  mustCollect(hub);
  if (unit.state !== 'IN_PROGRESS') throw new DomainError('conflict', 'conflictErrorMessage');
  const { weigh, uuid, hubUuid, at } = command;
  if (!weigh && hub.fields!.weighMaterialCollection)
    throw invalid({
      weight: 'validationRequired',
      weighSlipPictureFileUploadUuid: 'validationRequired',
    });
  if (weigh) {
    ownPicture(ctx.picture, hubUuid, 'weighSlipPictureFileUploadUuid');
    if (!(weigh.weight > 0)) throw invalid({ weight: 'validationMin' });
  }
  return [
    {
      streamId: `collectionUnit-${uuid}`,
      events: [
        {
          type: 'CollectionUnitFinished',
          data: {
            uuid,
            hubUuid,
            at,
            weight: weigh?.weight ?? null,
            quantityUnit: weigh?.quantityUnit ?? null,
            weighSlipPictureFileUploadUuid: weigh?.weighSlipPictureFileUploadUuid ?? null,
          },
        },
      ],
    },
    {
      streamId: `collectionSlot-${hubUuid}`,
      events: [{ type: 'CollectionSlotReleased', data: { hubUuid, collectionUnitUuid: uuid } }],
    },
    ...unit.materials.map((m): StreamEvents => ({
      streamId: `collectedMaterial-${m.materialUuid}`,
      events: [
        {
          type: 'CollectedMaterialArrived',
          data: {
            uuid: m.materialUuid,
            hubUuid,
            collectionUnitUuid: uuid,
            trackedItemUuid: m.trackedItemUuid,
            at,
          },
        },
      ],
    })),
  ];
};
