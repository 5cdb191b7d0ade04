import type { DomainEvent, TrackedItemState, TrackedItemType } from '@cairn/contracts';
import type { LegacyDecider } from '../command-handling/decider';
import { DomainError, invalid } from '../command-handling/domain-error';

/** A tracked item's own stream: generated for a hub with a type, retyped by that hub. */
export interface TrackedItemAggregate {
  exists: boolean;
  hubUuid: string | null;
  type: TrackedItemType | null;
}

export const trackedItemDecider: LegacyDecider<TrackedItemAggregate> = {
  initialState: { exists: false, hubUuid: null, type: null },
  evolve(state, event) {
    switch (event.type) {
      case 'TrackedItemGenerated':
        return { exists: true, hubUuid: event.data.hubUuid, type: event.data.type };
      case 'TrackedItemRetyped':
        return { ...state, type: event.data.type };
      default:
        return state;
    }
  },
};

export interface RetypeTrackedItem {
  uuid: string;
  hubUuid: string;
  type: TrackedItemType;
  at: string;
}

/**
 * A hub corrects the type of one of its items (a BAG label put on a bale) while nothing is recorded with
 * it: once material carries it, the type is part of that record (400 on `type`). The same type records nothing.
 * `state` is the item's state as the read model shows it (its material's events live on other streams).
 */
export const decideRetypeTrackedItem = (
  command: RetypeTrackedItem,
  item: TrackedItemAggregate,
  state: TrackedItemState | null,
): DomainEvent[] => {
  if (!item.exists || item.hubUuid !== command.hubUuid || !item.type)
    throw new DomainError('notFound', 'notFoundMessage');
  if (command.type === item.type) return [];
  if (state !== 'UNASSIGNED') throw invalid({ type: 'validationInvalid' });
  return [
    {
      type: 'TrackedItemRetyped',
      data: {
        uuid: command.uuid,
        hubUuid: command.hubUuid,
        type: command.type,
        previousType: item.type,
        at: command.at,
      },
    },
  ];
};
