import type { CollectorType, EventOf } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { invalid, notFound } from '../command-handling/domain-error';
import type { StreamDecision } from '../command-handling/stream-decision';
import type { FileUploadAggregate } from '../files/file-upload.decider';

/** A collector card's stream: generated UNDEFINED by an admin, DEFINED by its hub with a person's identity. */
export interface CollectorAggregate {
  exists: boolean;
  hubUuid: string | null;
  trackingNumber: string | null;
  defined: boolean;
}

export type GenerateCollector = {
  type: 'GenerateCollector';
  uuid: string;
  hubUuid: string;
  collectorType: CollectorType;
  trackingNumber: string;
  at: string;
};
/** `today`: the caller's calendar day, which the birth date may not pass. */
export type DefineCollector = {
  type: 'DefineCollector';
  uuid: string;
  hubUuid: string;
  name: string;
  idNumber: string;
  birthDate: string;
  idDocumentFileUploadUuid: string;
  today: string;
  at: string;
};
export type CollectorCommand = GenerateCollector | DefineCollector;
export type CollectorEvent = EventOf<'CollectorGenerated' | 'CollectorDefined'>;

export const collectorStream = (uuid: string) => `collector-${uuid}`;

/** Defining again corrects the identity (the form on the active-collector screen); another hub's card is not found. */
const decide = (command: CollectorCommand, collector: CollectorAggregate): CollectorEvent[] => {
  switch (command.type) {
    // A new card's number is reserved on the hub's counter (decideGenerateTracked).
    case 'GenerateCollector': {
      const { uuid, hubUuid, collectorType, trackingNumber, at } = command;
      return [
        {
          type: 'CollectorGenerated',
          data: { uuid, hubUuid, type: collectorType, trackingNumber, at },
        },
      ];
    }
    case 'DefineCollector': {
      const { type: _type, today, ...data } = command;
      if (!collector.exists || collector.hubUuid !== data.hubUuid) throw notFound();
      if (data.birthDate > today) throw invalid({ birthDate: 'validationNotInFuture' });
      return [{ type: 'CollectorDefined', data }];
    }
    default:
      return unreachable(command);
  }
};

const evolve = (state: CollectorAggregate, event: CollectorEvent): CollectorAggregate => {
  switch (event.type) {
    case 'CollectorGenerated':
      return {
        exists: true,
        hubUuid: event.data.hubUuid,
        trackingNumber: event.data.trackingNumber,
        defined: false,
      };
    case 'CollectorDefined':
      return { ...state, defined: true };
    default:
      return unreachable(event);
  }
};

export const collectorDecider: Decider<CollectorAggregate, CollectorCommand, CollectorEvent> = {
  initialState: () => ({ exists: false, hubUuid: null, trackingNumber: null, defined: false }),
  eventTypes: eventTypes<CollectorEvent>({ CollectorGenerated: true, CollectorDefined: true }),
  evolve,
  decide,
};

/** POST /api/collectors/{uuid}: the card's own checks first, then its ID picture, which must be the hub's own. */
export const decideDefineCollector: StreamDecision<
  DefineCollector,
  { collector: CollectorAggregate; picture: FileUploadAggregate }
> = (command, { collector, picture }) => {
  const events = collectorDecider.decide(command, collector);
  if (!picture.exists || picture.hubUuid !== command.hubUuid)
    throw invalid({ idDocumentFileUploadUuid: 'validationInvalid' });
  return [{ streamId: collectorStream(command.uuid), events }];
};
