import { hubWorks } from '@cairn/contracts';
import type { EventData, EventOf, HubFields } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { DomainError, conflict, invalid, notFound } from '../command-handling/domain-error';
import type { StreamDecision } from '../command-handling/stream-decision';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';

/** `collectedMaterial-<uuid>` as its registration sees it: registered once. */
export interface CollectedMaterial {
  exists: boolean;
}

type Registered = EventData<'CollectedMaterialRegistered'>;

/** The registration's data; `at` is the clock (createdAt, and weighedAt when none is given). */
export type RegisterCollectedMaterial = Omit<Registered, 'createdAt' | 'eventType'> & {
  type: 'RegisterCollectedMaterial';
  at: string;
};

export type CollectedMaterialCommand = RegisterCollectedMaterial;
export type CollectedMaterialEvent = EventOf<'CollectedMaterialRegistered'>;

const decide = (
  command: CollectedMaterialCommand,
  material: CollectedMaterial,
): CollectedMaterialEvent[] => {
  switch (command.type) {
    case 'RegisterCollectedMaterial': {
      if (material.exists) throw conflict();
      if (command.weight <= 0) throw invalid({ weight: 'validationMin' });
      const { type: _type, at, ...data } = command;
      return [
        {
          type: 'CollectedMaterialRegistered',
          data: { ...data, eventType: 'REGISTRATION', createdAt: at },
        },
      ];
    }
    default:
      return unreachable(command.type);
  }
};

const evolve = (state: CollectedMaterial, event: CollectedMaterialEvent): CollectedMaterial => {
  switch (event.type) {
    case 'CollectedMaterialRegistered':
      return { exists: true };
    default:
      return unreachable(event.type);
  }
};

export const collectedMaterialDecider: Decider<
  CollectedMaterial,
  CollectedMaterialCommand,
  CollectedMaterialEvent
> = {
  initialState: () => ({ exists: false }),
  eventTypes: eventTypes<CollectedMaterialEvent>({ CollectedMaterialRegistered: true }),
  evolve,
  decide,
};

export const collectedMaterialStream = (uuid: string) => `collectedMaterial-${uuid}`;

const allowsMaterial = (fields: HubFields, materialType: string) =>
  fields.collectedMaterialTypes.length === 0 ||
  fields.collectedMaterialTypes.includes(materialType as never);

/**
 * POST /api/collectedMaterials: at an active hub that collects this material type, with the hub's own
 * picture, whose type (from its stream) the record keeps.
 */
export const decideRegisterCollectedMaterial: StreamDecision<
  Omit<RegisterCollectedMaterial, 'pictureMimeType'>,
  { hub: HubAggregate; picture: FileUploadAggregate; material: CollectedMaterial }
> = (command, { hub, picture, material }) => {
  if (material.exists) throw conflict();
  if (!hub.exists || !hub.fields) throw notFound();
  if (!hubWorks(hub.state)) throw new DomainError('invalid', 'hubNotActive');
  if (!picture.exists || picture.hubUuid !== command.hubUuid)
    throw invalid({ pictureFileUploadUuid: 'validationInvalid' });
  if (!allowsMaterial(hub.fields, command.materialType))
    throw invalid({ materialType: 'validationInvalid' });
  const pictureMimeType = picture.mimeType ?? 'image/jpeg';
  return [
    {
      streamId: collectedMaterialStream(command.uuid),
      events: collectedMaterialDecider.decide({ ...command, pictureMimeType }, material),
    },
  ];
};
