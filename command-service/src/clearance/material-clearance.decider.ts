import { hubWorks } from '@cairn/contracts';
import { DomainError, invalid } from '../command-handling/domain-error';
import type { StreamDecision } from '../command-handling/stream-decision';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import {
  type ClearanceAggregate,
  type StartMaterialClearance,
  clearanceDecider,
  streamOfClearance,
} from './clearance.decider';

export interface AdminStartContext {
  clearance: ClearanceAggregate;
  hub: HubAggregate;
  picture: FileUploadAggregate;
}

/**
 * The admin starts a clearance for a hub (Document 2 §2; stream `materialClearance-<uuid>`, the
 * lifecycle all clearances share). Material leaves an active hub only; the transporter picture must
 * be an image stored for that hub (so one hub's picture never documents another hub's clearance).
 * The material types are not asked on that screen, so it takes no stock.
 */
export const decideStartMaterialClearanceByAdmin: StreamDecision<
  StartMaterialClearance,
  AdminStartContext
> = (clearance, ctx) => {
  if (ctx.clearance.exists) throw new DomainError('conflict', 'conflictErrorMessage');
  if (!ctx.hub.exists) throw new DomainError('notFound', 'notFoundMessage');
  if (!hubWorks(ctx.hub.state)) throw new DomainError('invalid', 'hubNotActive');
  if (!ctx.picture.exists || ctx.picture.hubUuid !== clearance.hubUuid)
    throw invalid({ pictureFileUploadUuid: 'validationInvalid' });
  if (!ctx.picture.mimeType?.startsWith('image/'))
    throw invalid({ pictureFileUploadUuid: 'validationFileType' });
  if (clearance.partialClearance && clearance.estimatedWeight === null)
    throw invalid({ estimatedWeight: 'validationRequired' });
  return [
    {
      streamId: streamOfClearance('MATERIAL_CLEARANCE', clearance.uuid),
      events: clearanceDecider.decide({ ...clearance, lines: [] }, ctx.clearance),
    },
  ];
};
