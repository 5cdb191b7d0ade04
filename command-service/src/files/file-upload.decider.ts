import type { EventOf } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { DomainError } from '../command-handling/domain-error';

export interface FileUploadAggregate {
  exists: boolean;
  hubUuid: string | null;
  mimeType: string | null;
  analyzed: boolean;
}

export type FileUploadCommand =
  | {
      type: 'UploadFile';
      uuid: string;
      hubUuid: string | null;
      sha256: string;
      fileName: string;
      size: number;
      mimeType: string;
      latitude: number | null;
      longitude: number | null;
      accuracy: number | null;
      at: string;
    }
  | { type: 'RecordAnalysis'; uuid: string; engine: string; results: string[]; at: string }
  | { type: 'DiscardUnattachedUpload'; uuid: string; hubUuid: string | null; at: string };

export type FileUploadEvent = EventOf<'FileUploaded' | 'FileAnalyzed' | 'FileUploadDiscarded'>;

const decide = (command: FileUploadCommand, upload: FileUploadAggregate): FileUploadEvent[] => {
  switch (command.type) {
    case 'UploadFile': {
      if (upload.exists) throw new DomainError('conflict', 'conflictErrorMessage');
      const { type: _type, at, ...data } = command;
      return [{ type: 'FileUploaded', data: { ...data, uploadedAt: at } }];
    }
    // The analysis is recorded once; a replayed job finds it done and appends nothing.
    case 'RecordAnalysis': {
      if (!upload.exists) throw new DomainError('notFound', 'notFoundMessage');
      const { uuid, engine, results, at } = command;
      return upload.analyzed
        ? []
        : [{ type: 'FileAnalyzed', data: { uuid, engine, results, analyzedAt: at } }];
    }
    // An upload nobody attached is discarded once; a second run finds it gone and appends nothing.
    case 'DiscardUnattachedUpload': {
      const { uuid, hubUuid, at } = command;
      return upload.exists
        ? [{ type: 'FileUploadDiscarded', data: { uuid, hubUuid, reason: 'UNATTACHED', at } }]
        : [];
    }
    default:
      return unreachable(command);
  }
};

const evolve = (state: FileUploadAggregate, event: FileUploadEvent): FileUploadAggregate => {
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
      return unreachable(event);
  }
};

export const fileUploadDecider: Decider<FileUploadAggregate, FileUploadCommand, FileUploadEvent> = {
  initialState: () => ({ exists: false, hubUuid: null, mimeType: null, analyzed: false }),
  eventTypes: eventTypes<FileUploadEvent>({
    FileUploaded: true,
    FileAnalyzed: true,
    FileUploadDiscarded: true,
  }),
  evolve,
  decide,
};
