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
 * A supplier named by uuid must be a hub that may supply this one (issue 33): one of the hub's
 * `supplierUuids`; any working hub of the platform when `allowUnregisteredSuppliers`; and, as the
 * check-in offers them (docs/decisions.md), any working pick-up point while no suppliers are configured.
 * Never the hub itself, never a uuid no hub has. Read from the supplier's own stream in the transaction.
 */
const supplierAllowed = (
  fields: HubFields,
  command: Omit<RegisterCollectedMaterial, 'pictureMimeType'>,
  supplier: HubAggregate | null,
) => {
  const uuid = command.supplierUuid;
  if (!uuid) return;
  const works = !!supplier?.exists && !!supplier.fields && hubWorks(supplier.state);
  const allowed =
    uuid !== command.hubUuid &&
    works &&
    (fields.supplierUuids.includes(uuid) ||
      fields.allowUnregisteredSuppliers ||
      (fields.supplierUuids.length === 0 && supplier?.fields?.type === 'PICKUP_POINT'));
  if (!allowed) throw invalid({ supplierUuid: 'validationInvalid' });
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

/** A collector card or tracked item named by a registration: this hub's own; another hub's is refused. */
interface OwnedByHub {
  exists: boolean;
  hubUuid: string | null;
}
const mustBeOwn = (
  uuid: string | null,
  named: OwnedByHub | null | undefined,
  hubUuid: string,
  field: string,
) => {
  if (uuid && !(named?.exists && named.hubUuid === hubUuid))
    throw invalid({ [field]: 'validationInvalid' });
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
    /** The hub named as `supplierUuid`, from its stream (null when none is named). */
    supplier?: HubAggregate | null;
    /** The collector card and tracked item named, from their streams (null when none is named). */
    collector?: OwnedByHub | null;
    trackedItem?: OwnedByHub | null;
  }
> = (command, { hub, picture, material, byAdmin, truckPicture, supplier, ...named }) => {
  if (material.exists) throw conflict();
  if (!hub.exists || !hub.fields) throw notFound();
  if (!hubWorks(hub.state)) throw new DomainError('invalid', 'hubNotActive');
  settingsAllow(hub.fields, command, byAdmin);
  truckPictureAllowed(hub.fields, command, truckPicture ?? null);
  supplierAllowed(hub.fields, command, supplier ?? null);
  mustBeOwn(command.collectorUuid, named.collector, command.hubUuid, 'collectorUuid');
  mustBeOwn(command.trackedItemUuid, named.trackedItem, command.hubUuid, 'trackedItemUuid');
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
