import type {
  AnomalyTag,
  EventOf,
  HubEventSource,
  HubEventType,
  RegistrationUnit,
  ReviewStatus,
} from '@cairn/contracts';
import {
  isHubEventRemovable,
  isHubEventWeightAmendable,
  reviewTagsRefusal,
} from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { DomainError, invalid } from '../command-handling/domain-error';

/** The reviewable record's own stream: its registration and every review after it. */
export interface HubEventAggregate {
  exists: boolean;
  hubUuid: string | null;
  type: HubEventType | null;
  registrationUnit: RegistrationUnit | null;
  weight: number;
  status: ReviewStatus | null;
  removed: boolean;
}

/**
 * The record's registration (each kind of hub event has its own: contracts' HUB_EVENT_SOURCES) and
 * every review after it. A new source fails `evolve`'s switch and `eventTypes` until handled here.
 */
export type HubEventEvent = EventOf<
  HubEventSource | 'HubEventReviewed' | 'HubEventWeightAmended' | 'HubEventRemoved'
>;

const evolve = (state: HubEventAggregate, event: HubEventEvent): HubEventAggregate => {
  switch (event.type) {
    case 'CollectedMaterialRegistered':
      return {
        ...state,
        exists: true,
        hubUuid: event.data.hubUuid,
        type: event.data.eventType,
        registrationUnit: event.data.registrationUnit,
        weight: event.data.weight,
      };
    case 'SegregationOutputBagRegistered':
      return {
        ...state,
        exists: true,
        hubUuid: event.data.hubUuid,
        type: event.data.eventType,
        // A bale's weight is not amended (Document 2 §5).
        registrationUnit: event.data.registrationUnit ?? 'BAG',
        weight: event.data.weight,
      };
    case 'TransportMaterialReceived':
      return {
        ...state,
        exists: true,
        hubUuid: event.data.hubUuid,
        type: event.data.eventType,
        registrationUnit: 'TRUCK_LOAD',
        weight: event.data.weight,
      };
    case 'MaterialDispatched':
      return {
        ...state,
        exists: true,
        hubUuid: event.data.hubUuid,
        type: event.data.eventType,
        registrationUnit: 'TRUCK_LOAD',
        weight: event.data.weight,
      };
    case 'ClearanceWeighed':
    case 'MaterialCertificateAdded':
      return {
        ...state,
        exists: true,
        hubUuid: event.data.hubUuid,
        type: event.data.eventType,
        registrationUnit: 'TRUCK_LOAD',
        weight: event.data.weight,
      };
    case 'TruckLoadRegistered':
      return {
        ...state,
        exists: true,
        hubUuid: event.data.hubUuid,
        type: event.data.eventType,
        registrationUnit: 'TRUCK_LOAD',
        weight: event.data.weight,
      };
    case 'ProcessingOutputBagRegistered':
      return {
        ...state,
        exists: true,
        hubUuid: event.data.hubUuid,
        type: event.data.eventType,
        registrationUnit: 'BAG',
        weight: event.data.weight,
      };
    case 'HubEventReviewed':
      return { ...state, status: event.data.status };
    case 'HubEventWeightAmended':
      return { ...state, weight: event.data.weight };
    case 'HubEventRemoved':
      return { ...state, removed: true };
    default:
      return unreachable(event);
  }
};

export interface ReviewHubEvent {
  type: 'ApproveHubEvent' | 'FlagHubEvent';
  uuid: string;
  comment: string | null;
  tags: AnomalyTag[];
  weight: number | null;
  reviewedBy: string;
  at: string;
}

/** Weight may change only on registration, segregation and clearance events that are not bales (Document 2 §5). */
export const weightIsAmendable = (e: HubEventAggregate) =>
  isHubEventWeightAmendable(e.type, e.registrationUnit);

const review = (command: ReviewHubEvent, event: HubEventAggregate): HubEventEvent[] => {
  if (!event.exists || event.removed) throw new DomainError('notFound', 'notFoundMessage');
  const approving = command.type === 'ApproveHubEvent';
  // Approve is disabled while any tag is selected; Flag needs at least one tag.
  const tagsRefusal = reviewTagsRefusal(approving ? 'approve' : 'flag', command.tags);
  if (tagsRefusal) throw invalid({ tags: tagsRefusal });

  const events: HubEventEvent[] = [];
  if (command.weight !== null && command.weight !== event.weight) {
    if (!weightIsAmendable(event)) throw new DomainError('invalid', 'hubEventNotAmendable');
    events.push({
      type: 'HubEventWeightAmended',
      data: {
        uuid: command.uuid,
        weight: command.weight,
        previousWeight: event.weight,
        at: command.at,
      },
    });
  }
  events.push({
    type: 'HubEventReviewed',
    data: {
      uuid: command.uuid,
      status: approving ? 'APPROVED' : 'FLAGGED',
      comment: command.comment,
      tags: command.tags,
      weight: command.weight,
      reviewedBy: command.reviewedBy,
      reviewedAt: command.at,
    },
  });
  return events;
};

const existing = (event: HubEventAggregate) => {
  if (!event.exists || event.removed) throw new DomainError('notFound', 'notFoundMessage');
};

export interface AmendHubEventWeight {
  type: 'AmendHubEventWeight';
  uuid: string;
  weight: number;
  at: string;
}

/** Amending to the same weight records nothing: the answer is the unchanged row. */
const amendWeight = (command: AmendHubEventWeight, event: HubEventAggregate): HubEventEvent[] => {
  existing(event);
  if (!weightIsAmendable(event)) throw new DomainError('invalid', 'hubEventNotAmendable');
  if (command.weight === event.weight) return [];
  return [
    {
      type: 'HubEventWeightAmended',
      data: {
        uuid: command.uuid,
        weight: command.weight,
        previousWeight: event.weight,
        at: command.at,
      },
    },
  ];
};

export const hubEventIsRemovable = (e: Pick<HubEventAggregate, 'type'>) =>
  isHubEventRemovable(e.type);

export interface RemoveHubEvent {
  type: 'RemoveHubEvent';
  uuid: string;
  comment: string;
  /** For removeAsDuplicate: the original record, which must exist and be another one. */
  duplicateOf: { uuid: string; original: HubEventAggregate } | null;
  at: string;
}

const remove = (command: RemoveHubEvent, event: HubEventAggregate): HubEventEvent[] => {
  existing(event);
  if (!hubEventIsRemovable(event)) throw new DomainError('invalid', 'hubEventNotRemovable');
  const { duplicateOf } = command;
  if (
    duplicateOf &&
    (duplicateOf.uuid === command.uuid ||
      !duplicateOf.original.exists ||
      duplicateOf.original.removed)
  ) {
    throw invalid({ originalHubEventUuid: 'validationInvalid' });
  }
  return [
    {
      type: 'HubEventRemoved',
      data: {
        uuid: command.uuid,
        comment: command.comment,
        duplicateOf: duplicateOf?.uuid ?? null,
        at: command.at,
      },
    },
  ];
};

export type HubEventCommand = ReviewHubEvent | AmendHubEventWeight | RemoveHubEvent;

/** The admin's review of a hub event (Document 2 §5): approve or flag, amend the weight, remove. */
const decide = (command: HubEventCommand, event: HubEventAggregate): HubEventEvent[] => {
  switch (command.type) {
    case 'ApproveHubEvent':
    case 'FlagHubEvent':
      return review(command, event);
    case 'AmendHubEventWeight':
      return amendWeight(command, event);
    case 'RemoveHubEvent':
      return remove(command, event);
    default:
      return unreachable(command);
  }
};

export const hubEventDecider: Decider<HubEventAggregate, HubEventCommand, HubEventEvent> = {
  initialState: () => ({
    exists: false,
    hubUuid: null,
    type: null,
    registrationUnit: null,
    weight: 0,
    status: null,
    removed: false,
  }),
  eventTypes: eventTypes<HubEventEvent>({
    CollectedMaterialRegistered: true,
    SegregationOutputBagRegistered: true,
    TransportMaterialReceived: true,
    MaterialDispatched: true,
    ClearanceWeighed: true,
    MaterialCertificateAdded: true,
    TruckLoadRegistered: true,
    ProcessingOutputBagRegistered: true,
    HubEventReviewed: true,
    HubEventWeightAmended: true,
    HubEventRemoved: true,
  }),
  evolve,
  decide,
};
