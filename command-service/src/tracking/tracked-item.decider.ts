import type { EventOf, TrackedItemState, TrackedItemType } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { invalid, notFound } from '../command-handling/domain-error';

/** A tracked item's own stream: generated for a hub with a type, retyped by that hub. */
export interface TrackedItemAggregate {
  exists: boolean;
  hubUuid: string | null;
  type: TrackedItemType | null;
}

export type TrackedItemCommand =
  | {
      type: 'GenerateTrackedItem';
      uuid: string;
      hubUuid: string;
      itemType: TrackedItemType;
      trackingNumber: string;
      at: string;
    }
  /**
   * `itemState`: the item's state as the read model shows it (its material's events live on other
   * streams).
   */
  | {
      type: 'RetypeTrackedItem';
      uuid: string;
      hubUuid: string;
      itemType: TrackedItemType;
      itemState: TrackedItemState | null;
      at: string;
    };
export type TrackedItemEvent = EventOf<'TrackedItemGenerated' | 'TrackedItemRetyped'>;

export const trackedItemStream = (uuid: string) => `trackedItem-${uuid}`;

const decide = (command: TrackedItemCommand, item: TrackedItemAggregate): TrackedItemEvent[] => {
  switch (command.type) {
    // A new item's number is reserved on the hub's counter (decideGenerateTracked).
    case 'GenerateTrackedItem': {
      const { uuid, hubUuid, itemType, trackingNumber, at } = command;
      return [
        {
          type: 'TrackedItemGenerated',
          data: { uuid, hubUuid, type: itemType, trackingNumber, at },
        },
      ];
    }
    /**
     * A hub corrects the type of one of its items (a BAG label put on a bale) while nothing is
     * recorded with it: once material carries it, the type is part of that record (400 on `type`).
     * The same type records nothing.
     */
    case 'RetypeTrackedItem': {
      const { uuid, hubUuid, itemType, itemState, at } = command;
      if (!item.exists || item.hubUuid !== hubUuid || !item.type) throw notFound();
      if (itemType === item.type) return [];
      if (itemState !== 'UNASSIGNED') throw invalid({ type: 'validationInvalid' });
      return [
        {
          type: 'TrackedItemRetyped',
          data: { uuid, hubUuid, type: itemType, previousType: item.type, at },
        },
      ];
    }
    default:
      return unreachable(command);
  }
};

const evolve = (state: TrackedItemAggregate, event: TrackedItemEvent): TrackedItemAggregate => {
  switch (event.type) {
    case 'TrackedItemGenerated':
      return { exists: true, hubUuid: event.data.hubUuid, type: event.data.type };
    case 'TrackedItemRetyped':
      return { ...state, type: event.data.type };
    default:
      return unreachable(event);
  }
};

export const trackedItemDecider: Decider<
  TrackedItemAggregate,
  TrackedItemCommand,
  TrackedItemEvent
> = {
  initialState: () => ({ exists: false, hubUuid: null, type: null }),
  eventTypes: eventTypes<TrackedItemEvent>({
    TrackedItemGenerated: true,
    TrackedItemRetyped: true,
  }),
  evolve,
  decide,
};
