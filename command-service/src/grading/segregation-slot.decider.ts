import type { EventOf } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { conflict } from '../command-handling/domain-error';

/** The hub's guard stream (`segregationSlot-<hubUuid>`): the one PROCESSING unit, if any. */
export interface SegregationSlot {
  ongoing: string | null;
}

export type SegregationSlotCommand =
  | { type: 'TakeSegregationSlot'; hubUuid: string; segregationUnitUuid: string }
  | { type: 'ReleaseSegregationSlot'; hubUuid: string; segregationUnitUuid: string };

export type SegregationSlotEvent = EventOf<'SegregationSlotTaken' | 'SegregationSlotReleased'>;

export const segregationSlotStream = (hubUuid: string) => `segregationSlot-${hubUuid}`;

/** One grading at a time per hub: taking a taken slot is a conflict. */
const decide = (command: SegregationSlotCommand, slot: SegregationSlot): SegregationSlotEvent[] => {
  const { hubUuid, segregationUnitUuid } = command;
  switch (command.type) {
    case 'TakeSegregationSlot':
      if (slot.ongoing) throw conflict();
      return [{ type: 'SegregationSlotTaken', data: { hubUuid, segregationUnitUuid } }];
    case 'ReleaseSegregationSlot':
      return [{ type: 'SegregationSlotReleased', data: { hubUuid, segregationUnitUuid } }];
    default:
      return unreachable(command);
  }
};

const evolve = (_state: SegregationSlot, event: SegregationSlotEvent): SegregationSlot => {
  switch (event.type) {
    case 'SegregationSlotTaken':
      return { ongoing: event.data.segregationUnitUuid };
    case 'SegregationSlotReleased':
      return { ongoing: null };
    default:
      return unreachable(event);
  }
};

export const segregationSlotDecider: Decider<
  SegregationSlot,
  SegregationSlotCommand,
  SegregationSlotEvent
> = {
  initialState: () => ({ ongoing: null }),
  eventTypes: eventTypes<SegregationSlotEvent>({
    SegregationSlotTaken: true,
    SegregationSlotReleased: true,
  }),
  evolve,
  decide,
};
