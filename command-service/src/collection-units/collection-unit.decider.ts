import { hubWorks } from '@cairn/contracts';
import type { EventData, EventOf, QuantityUnit } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { DomainError, conflict, invalid, notFound } from '../command-handling/domain-error';
import type { StreamDecision } from '../command-handling/stream-decision';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import {
  collectionSlotDecider,
  collectionSlotStream,
  type CollectionSlot,
} from './collection-slot.decider';

/** `collectionUnit-<uuid>`: IN_PROGRESS from the start (truck and plate) to the finish (weigh slip or none), then FINISHED. */
export interface CollectionUnit {
  exists: boolean;
  hubUuid: string | null;
  state: 'IN_PROGRESS' | 'FINISHED' | null;
  materials: Array<{ materialUuid: string; trackedItemUuid: string | null }>;
}

export interface CollectionWeigh {
  weight: number;
  quantityUnit: QuantityUnit;
  weighSlipPictureFileUploadUuid: string;
}

export type StartCollection = {
  type: 'StartCollection';
  uuid: string;
  hubUuid: string;
  transporterLicensePlate: string;
  transporterPictureFileUploadUuid: string;
  at: string;
};
export type FinishCollection = {
  type: 'FinishCollection';
  uuid: string;
  hubUuid: string;
  at: string;
  weigh: CollectionWeigh | null;
};
export type RecordHouseholdVisit = {
  type: 'RecordHouseholdVisit';
} & EventData<'CollectionUnitHouseholdVisited'>;
export type CollectionUnitCommand =
  | StartCollection
  | ({ type: 'AddCollectionMaterial' } & EventData<'CollectionUnitMaterialAdded'>)
  | RecordHouseholdVisit
  | FinishCollection;

export type CollectionUnitEvent = EventOf<
  | 'CollectionUnitStarted'
  | 'CollectionUnitMaterialAdded'
  | 'CollectionUnitHouseholdVisited'
  | 'CollectionUnitFinished'
>;

export const collectionUnitStream = (uuid: string) => `collectionUnit-${uuid}`;

const mustBeOwnUnit = (unit: CollectionUnit, hubUuid: string) => {
  if (!unit.exists || unit.hubUuid !== hubUuid) throw notFound();
};

const decide = (command: CollectionUnitCommand, unit: CollectionUnit): CollectionUnitEvent[] => {
  switch (command.type) {
    case 'StartCollection': {
      if (unit.exists) throw conflict();
      const { type: _t, at, ...started } = command;
      if (!started.transporterLicensePlate.trim())
        throw invalid({ transporterLicensePlate: 'validationRequired' });
      return [{ type: 'CollectionUnitStarted', data: { ...started, createdAt: at } }];
    }
    // A bag registered with a collectionUnitUuid joins that collection: the hub's own, still in progress.
    case 'AddCollectionMaterial': {
      const { type: _t, ...added } = command;
      if (!unit.exists || unit.hubUuid !== added.hubUuid || unit.state !== 'IN_PROGRESS')
        throw invalid({ collectionUnitUuid: 'validationInvalid' });
      return [{ type: 'CollectionUnitMaterialAdded', data: added }];
    }
    // A visit joins the hub's own round while it is in progress (which outcomes: decideHouseholdVisit).
    case 'RecordHouseholdVisit': {
      const { type: _t, ...visited } = command;
      mustBeOwnUnit(unit, visited.hubUuid);
      if (unit.state !== 'IN_PROGRESS') throw conflict();
      return [{ type: 'CollectionUnitHouseholdVisited', data: visited }];
    }
    case 'FinishCollection': {
      mustBeOwnUnit(unit, command.hubUuid);
      if (unit.state !== 'IN_PROGRESS') throw conflict();
      const { weigh, uuid, hubUuid, at } = command;
      if (weigh && !(weigh.weight > 0)) throw invalid({ weight: 'validationMin' });
      return [
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
      ];
    }
    default:
      return unreachable(command);
  }
};

const evolve = (state: CollectionUnit, event: CollectionUnitEvent): CollectionUnit => {
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
    case 'CollectionUnitHouseholdVisited':
      return state;
    case 'CollectionUnitFinished':
      return { ...state, state: 'FINISHED' };
    default:
      return unreachable(event);
  }
};

export const collectionUnitDecider: Decider<
  CollectionUnit,
  CollectionUnitCommand,
  CollectionUnitEvent
> = {
  initialState: () => ({ exists: false, hubUuid: null, state: null, materials: [] }),
  eventTypes: eventTypes<CollectionUnitEvent>({
    CollectionUnitStarted: true,
    CollectionUnitMaterialAdded: true,
    CollectionUnitHouseholdVisited: true,
    CollectionUnitFinished: true,
  }),
  evolve,
  decide,
};

export const mustCollect = (hub: HubAggregate) => {
  if (!hub.exists || !hub.fields) throw notFound();
  if (!hubWorks(hub.state)) throw new DomainError('invalid', 'hubNotActive');
  if (!hub.fields.features.includes('MATERIAL_COLLECTION'))
    throw new DomainError('forbidden', 'apiErrorForbidden');
  return hub.fields;
};
const ownPicture = (picture: FileUploadAggregate | null, hubUuid: string, field: string) => {
  if (!picture?.exists || picture.hubUuid !== hubUuid)
    throw invalid({ [field]: 'validationInvalid' });
};

/** POST /api/collectionUnits: one collection at a time per hub (its slot), with the hub's own picture of the truck. */
export const decideStartCollection: StreamDecision<
  StartCollection,
  { hub: HubAggregate; slot: CollectionSlot; unit: CollectionUnit; picture: FileUploadAggregate }
> = (command, { hub, slot, unit, picture }) => {
  const { hubUuid, uuid: collectionUnitUuid } = command;
  mustCollect(hub);
  if (unit.exists) throw conflict();
  const slotEvents = collectionSlotDecider.decide(
    { type: 'TakeCollectionSlot', hubUuid, collectionUnitUuid },
    slot,
  );
  ownPicture(picture, hubUuid, 'transporterPictureFileUploadUuid');
  return [
    { streamId: collectionSlotStream(hubUuid), events: slotEvents },
    {
      streamId: collectionUnitStream(collectionUnitUuid),
      events: collectionUnitDecider.decide(command, unit),
    },
  ];
};

/**
 * POST /api/collectionUnits/{uuid}/finish: with the weigh slip when the hub weighs collections
 * (weighMaterialCollection), else it may be empty. The slot is released and the collected bags
 * arrive at the center.
 */
export const decideFinishCollection: StreamDecision<
  FinishCollection,
  { hub: HubAggregate; unit: CollectionUnit; picture: FileUploadAggregate | null }
> = (command, { hub, unit, picture }) => {
  const { weigh, uuid, hubUuid, at } = command;
  mustBeOwnUnit(unit, hubUuid);
  const fields = mustCollect(hub);
  if (unit.state !== 'IN_PROGRESS') throw conflict();
  if (!weigh && fields.weighMaterialCollection)
    throw invalid({
      weight: 'validationRequired',
      weighSlipPictureFileUploadUuid: 'validationRequired',
    });
  if (weigh) ownPicture(picture, hubUuid, 'weighSlipPictureFileUploadUuid');
  return [
    { streamId: collectionUnitStream(uuid), events: collectionUnitDecider.decide(command, unit) },
    {
      streamId: collectionSlotStream(hubUuid),
      events: collectionSlotDecider.decide(
        { type: 'ReleaseCollectionSlot', hubUuid, collectionUnitUuid: uuid },
        { ongoing: uuid },
      ),
    },
    ...unit.materials.map((m) => ({
      streamId: `collectedMaterial-${m.materialUuid}`,
      events: [
        {
          type: 'CollectedMaterialArrived' as const,
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
