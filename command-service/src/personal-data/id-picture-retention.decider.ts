import type { EventOf } from '@cairn/contracts';
import { type Decider, eventTypes } from '../command-handling/decider';

/** A collector's ID pictures deleted at the end of their retention period (issue 33 §6). */
export interface RetentionAggregate {
  deleted: string[];
}
export type DeleteIdPicturesForRetention = {
  type: 'DeleteIdPicturesForRetention';
  collectorUuid: string;
  fileUploadUuids: string[];
  retentionMonths: number;
  lastActivityAt: string;
  at: string;
};
export type RetentionEvent = EventOf<'IdPictureDeleted'>;

export const retentionStream = (collectorUuid: string) => `idPictureRetention-${collectorUuid}`;

/** Records each picture's deletion once: a second run over the same pictures records nothing. */
export const retentionDecider: Decider<
  RetentionAggregate,
  DeleteIdPicturesForRetention,
  RetentionEvent
> = {
  initialState: () => ({ deleted: [] }),
  eventTypes: eventTypes<RetentionEvent>({ IdPictureDeleted: true }),
  evolve: (state, { data }) => ({ deleted: [...state.deleted, ...data.deletedFileUploadUuids] }),
  decide: ({ type: _type, fileUploadUuids, ...data }, state) => {
    const fresh = fileUploadUuids.filter((uuid) => !state.deleted.includes(uuid));
    return fresh.length === 0
      ? []
      : [
          {
            type: 'IdPictureDeleted',
            data: { ...data, reason: 'RETENTION', deletedFileUploadUuids: fresh },
          },
        ];
  },
};
