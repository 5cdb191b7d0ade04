import { hubWorks } from '@cairn/contracts';
import type { EventData, EventOf, HubFields } from '@cairn/contracts';
import { registrationFeatureOf } from '@cairn/contracts';
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
 * The hub's settings on a registration (issue 20): its registration feature (403 without), the
 * material source when requiresMaterialCollectionSource, and a supplier named only by text (not
 * registered on the platform) only when allowUnregisteredSuppliers.
 */
const settingsAllow = (
  fields: HubFields,
  command: Omit<RegisterCollectedMaterial, 'pictureMimeType'>,
  byAdmin = false,
) => {
  const feature = registrationFeatureOf({
    registrationUnit: command.registrationUnit,
    collectionRound: !!command.collectionUnitUuid,
  });
  // The admin's manual registration (Document 1) records what the hub collected, whatever its forms.
  if (!byAdmin && !fields.features.includes(feature))
    throw new DomainError('forbidden', 'apiErrorForbidden');
  if (fields.requiresMaterialCollectionSource && !command.materialSourceType)
    throw invalid({ materialSourceType: 'validationRequired' });
  if (command.supplierName?.trim() && !command.supplierUuid && !fields.allowUnregisteredSuppliers)
    throw invalid({ supplierName: 'validationInvalid' });
};

/**
 * enableRegistrationTruckPictureUpload (collection centers): a truck load then carries a picture of the
 * truck, the hub's own upload; without the setting no truck picture is taken.
 */
const truckPictureAllowed = (
  fields: HubFields,
  command: Omit<RegisterCollectedMaterial, 'pictureMimeType'>,
  upload: FileUploadAggregate | null,
) => {
  const asked =
    fields.enableRegistrationTruckPictureUpload && command.registrationUnit === 'TRUCK_LOAD';
  const given = command.truckPictureFileUploadUuid;
  if (!asked && given) throw invalid({ truckPictureFileUploadUuid: 'validationInvalid' });
  if (asked && !given) throw invalid({ truckPictureFileUploadUuid: 'validationRequired' });
  if (given && (!upload?.exists || upload.hubUuid !== command.hubUuid))
    throw invalid({ truckPictureFileUploadUuid: 'validationInvalid' });
};

/**
 * POST /api/collectedMaterials: at an active hub that collects this material type, with the hub's own
 * picture, whose type (from its stream) the record keeps.
 */
export const decideRegisterCollectedMaterial: StreamDecision<
  Omit<RegisterCollectedMaterial, 'pictureMimeType'>,
  {
    hub: HubAggregate;
    picture: FileUploadAggregate;
    material: CollectedMaterial;
    byAdmin?: boolean;
    truckPicture?: FileUploadAggregate | null;
  }
> = (command, { hub, picture, material, byAdmin, truckPicture }) => {
  if (material.exists) throw conflict();
  if (!hub.exists || !hub.fields) throw notFound();
  if (!hubWorks(hub.state)) throw new DomainError('invalid', 'hubNotActive');
  settingsAllow(hub.fields, command, byAdmin);
  truckPictureAllowed(hub.fields, command, truckPicture ?? null);
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
