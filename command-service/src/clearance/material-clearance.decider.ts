import type { DomainEvent, EventData } from '@cairn/contracts';
import { DomainError, invalid } from '../command-handling/domain-error';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import { type ClearanceAggregate, clearanceDecider } from './clearance.decider';

/** One material clearance (stream `materialClearance-<uuid>`): the lifecycle all clearances share. */
export type MaterialClearanceAggregate = ClearanceAggregate;
export const materialClearanceDecider = clearanceDecider;

export interface StartMaterialClearance {
  type: 'StartMaterialClearance';
  clearance: EventData<'MaterialClearanceStarted'>;
}

export interface StartContext {
  clearance: MaterialClearanceAggregate;
  hub: HubAggregate;
  picture: FileUploadAggregate;
}

/**
 * Material leaves an active hub only; the transporter picture must be an image stored for that hub
 * (so one hub's picture never documents another hub's clearance).
 */
export const decideStartMaterialClearance = (
  command: StartMaterialClearance,
  ctx: StartContext,
): DomainEvent[] => {
  const { clearance } = command;
  if (ctx.clearance.exists) throw new DomainError('conflict', 'conflictErrorMessage');
  if (!ctx.hub.exists) throw new DomainError('notFound', 'notFoundMessage');
  if (ctx.hub.state !== 'ACTIVE') throw new DomainError('invalid', 'hubNotActive');
  if (!ctx.picture.exists || ctx.picture.hubUuid !== clearance.hubUuid)
    throw invalid({ pictureFileUploadUuid: 'validationInvalid' });
  if (!ctx.picture.mimeType?.startsWith('image/'))
    throw invalid({ pictureFileUploadUuid: 'validationFileType' });
  if (clearance.partialClearance && clearance.estimatedWeight === null)
    throw invalid({ estimatedWeight: 'validationRequired' });
  return [{ type: 'MaterialClearanceStarted', data: clearance }];
};
