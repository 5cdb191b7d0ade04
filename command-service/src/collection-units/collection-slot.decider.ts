import type { EventOf } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { conflict } from '../command-handling/domain-error';

/** The hub's guard stream (`collectionSlot-<hubUuid>`): the one collection IN_PROGRESS, if any. */
export interface CollectionSlot {
  ongoing: string | null;
}

export type CollectionSlotCommand =
  | { type: 'TakeCollectionSlot'; hubUuid: string; collectionUnitUuid: string }
  | { type: 'ReleaseCollectionSlot'; hubUuid: string; collectionUnitUuid: string };

export type CollectionSlotEvent = EventOf<'CollectionSlotTaken' | 'CollectionSlotReleased'>;

export const collectionSlotStream = (hubUuid: string) => `collectionSlot-${hubUuid}`;

/** One collection at a time per hub: taking a taken slot is a conflict. */
const decide = (command: CollectionSlotCommand, slot: CollectionSlot): CollectionSlotEvent[] => {
  const { hubUuid, collectionUnitUuid } = command;
  switch (command.type) {
    case 'TakeCollectionSlot':
      if (slot.ongoing) throw conflict();
      return [{ type: 'CollectionSlotTaken', data: { hubUuid, collectionUnitUuid } }];
    case 'ReleaseCollectionSlot':
      return [{ type: 'CollectionSlotReleased', data: { hubUuid, collectionUnitUuid } }];
    default:
      return unreachable(command);
  }
};

const evolve = (_state: CollectionSlot, event: CollectionSlotEvent): CollectionSlot => {
  switch (event.type) {
    case 'CollectionSlotTaken':
      return { ongoing: event.data.collectionUnitUuid };
    case 'CollectionSlotReleased':
      return { ongoing: null };
    default:
      return unreachable(event);
  }
};

export const collectionSlotDecider: Decider<
  CollectionSlot,
  CollectionSlotCommand,
  CollectionSlotEvent
> = {
  initialState: () => ({ ongoing: null }),
  eventTypes: eventTypes<CollectionSlotEvent>({
    CollectionSlotTaken: true,
    CollectionSlotReleased: true,
  }),
  evolve,
  decide,
};
