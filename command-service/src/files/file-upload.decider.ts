import type { DomainEvent, EventData } from '@cairn/contracts';
import type { LegacyDecider } from '../command-handling/decider';
import { DomainError } from '../command-handling/domain-error';

export interface FileUploadAggregate {
  exists: boolean;
  hubUuid: string | null;
  mimeType: string | null;
  analyzed: boolean;
}

export const fileUploadDecider: LegacyDecider<FileUploadAggregate> = {
  initialState: { exists: false, hubUuid: null, mimeType: null, analyzed: false },
  evolve(state, event) {
    switch (event.type) {
      case 'FileUploaded':
        return {
          exists: true,
          hubUuid: event.data.hubUuid,
          mimeType: event.data.mimeType,
          analyzed: false,
        };
      case 'FileAnalyzed':
        return { ...state, analyzed: true };
      // A discarded upload is gone: no record may name it any more.
      case 'FileUploadDiscarded':
        return { ...state, exists: false };
      default:
        return state;
    }
  },
};

export const decideUpload = (
  data: EventData<'FileUploaded'>,
  upload: FileUploadAggregate,
): DomainEvent[] => {
  if (upload.exists) throw new DomainError('conflict', 'conflictErrorMessage');
  return [{ type: 'FileUploaded', data }];
};

/** The analysis is recorded once; a replayed job finds it done and appends nothing. */
export const decideAnalysis = (
  data: EventData<'FileAnalyzed'>,
  upload: FileUploadAggregate,
): DomainEvent[] => {
  if (!upload.exists) throw new DomainError('notFound', 'notFoundMessage');
  return upload.analyzed ? [] : [{ type: 'FileAnalyzed', data }];
};

/** An upload nobody attached is discarded once; a second run finds it gone and appends nothing. */
export const decideDiscard = (
  data: EventData<'FileUploadDiscarded'>,
  upload: FileUploadAggregate,
): DomainEvent[] => (upload.exists ? [{ type: 'FileUploadDiscarded', data }] : []);
