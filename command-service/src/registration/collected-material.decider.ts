import type { DomainEvent, EventData, HubFields } from '@cairn/contracts';
import type { HubAggregate } from '../hubs/hub.decider';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import { DomainError, invalid } from '../command-handling/domain-error';

/** Everything the decision needs: the new record, its hub and its picture. */
export interface RegisterCollectedMaterial {
  type: 'RegisterCollectedMaterial';
  material: EventData<'CollectedMaterialRegistered'>;
}

export interface RegistrationContext {
  existing: boolean;
  hub: HubAggregate;
  picture: FileUploadAggregate;
}

const allowsMaterial = (fields: HubFields, materialType: string) =>
  fields.collectedMaterialTypes.length === 0 ||
  fields.collectedMaterialTypes.includes(materialType as never);

export const decideRegistration = (
  command: RegisterCollectedMaterial,
  ctx: RegistrationContext,
): DomainEvent[] => {
  const { material } = command;
  if (ctx.existing) throw new DomainError('conflict', 'conflictErrorMessage');
  if (!ctx.hub.exists || !ctx.hub.fields) throw new DomainError('notFound', 'notFoundMessage');
  if (ctx.hub.state !== 'ACTIVE') throw new DomainError('invalid', 'hubNotActive');
  if (!ctx.picture.exists || ctx.picture.hubUuid !== material.hubUuid)
    throw invalid({ pictureFileUploadUuid: 'validationInvalid' });
  if (!allowsMaterial(ctx.hub.fields, material.materialType))
    throw invalid({ materialType: 'validationInvalid' });
  if (material.weight <= 0) throw invalid({ weight: 'validationMin' });
  return [{ type: 'CollectedMaterialRegistered', data: material }];
};
