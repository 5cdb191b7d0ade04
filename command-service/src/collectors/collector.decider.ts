import type { DomainEvent, EventData } from '@cairn/contracts';
import type { LegacyDecider } from '../command-handling/decider';
import { DomainError, invalid } from '../command-handling/domain-error';
import type { FileUploadAggregate } from '../files/file-upload.decider';

/** A collector card's stream: generated UNDEFINED by an admin, DEFINED by its hub with a person's identity. */
export interface CollectorAggregate {
  exists: boolean;
  hubUuid: string | null;
  defined: boolean;
}

export const collectorDecider: LegacyDecider<CollectorAggregate> = {
  initialState: { exists: false, hubUuid: null, defined: false },
  evolve(state, event) {
    switch (event.type) {
      case 'CollectorGenerated':
        return { exists: true, hubUuid: event.data.hubUuid, defined: false };
      case 'CollectorDefined':
        return { ...state, defined: true };
      default:
        return state;
    }
  },
};

export interface DefineCollector {
  type: 'DefineCollector';
  data: EventData<'CollectorDefined'>;
  today: string;
}

/** Defining again corrects the identity (the form on the active-collector screen); another hub's card is not found. */
export const decideDefineCollector = (
  command: DefineCollector,
  collector: CollectorAggregate,
  picture: FileUploadAggregate,
): DomainEvent[] => {
  const { data } = command;
  if (!collector.exists || collector.hubUuid !== data.hubUuid)
    throw new DomainError('notFound', 'notFoundMessage');
  if (data.birthDate > command.today) throw invalid({ birthDate: 'validationNotInFuture' });
  if (!picture.exists || picture.hubUuid !== data.hubUuid)
    throw invalid({ idDocumentFileUploadUuid: 'validationInvalid' });
  return [{ type: 'CollectorDefined', data }];
};
