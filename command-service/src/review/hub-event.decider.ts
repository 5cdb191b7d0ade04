import type {
  AnomalyTag,
  DomainEvent,
  HubEventType,
  RegistrationUnit,
  ReviewStatus,
} from '@cairn/contracts';
import {
  isHubEventRemovable,
  isHubEventWeightAmendable,
  reviewTagsRefusal,
} from '@cairn/contracts';
import type { LegacyDecider } from '../command-handling/decider';
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

export const hubEventDecider: LegacyDecider<HubEventAggregate> = {
  initialState: {
    exists: false,
    hubUuid: null,
    type: null,
    registrationUnit: null,
    weight: 0,
    status: null,
    removed: false,
  },
  evolve(state, event) {
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
          registrationUnit: 'BAG',
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
        return state;
    }
  },
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

export const decideReview = (command: ReviewHubEvent, event: HubEventAggregate): DomainEvent[] => {
  if (!event.exists || event.removed) throw new DomainError('notFound', 'notFoundMessage');
  const approving = command.type === 'ApproveHubEvent';
  // Approve is disabled while any tag is selected; Flag needs at least one tag.
  const tagsRefusal = reviewTagsRefusal(approving ? 'approve' : 'flag', command.tags);
  if (tagsRefusal) throw invalid({ tags: tagsRefusal });

  const events: DomainEvent[] = [];
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
  uuid: string;
  weight: number;
  at: string;
}

/** Amending to the same weight records nothing: the answer is the unchanged row. */
export const decideAmendWeight = (
  command: AmendHubEventWeight,
  event: HubEventAggregate,
): DomainEvent[] => {
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
  uuid: string;
  comment: string;
  /** For removeAsDuplicate: the original record, which must exist and be another one. */
  duplicateOf: { uuid: string; original: HubEventAggregate } | null;
  at: string;
}

export const decideRemove = (command: RemoveHubEvent, event: HubEventAggregate): DomainEvent[] => {
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
