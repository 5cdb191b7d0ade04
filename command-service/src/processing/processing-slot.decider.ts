import type { EventOf } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { conflict } from '../command-handling/domain-error';

/** The hub's guard stream (`processingSlot-<hubUuid>`): the one IN_PROGRESS processing unit, if any. */
export interface ProcessingSlot {
  ongoing: string | null;
}

export type ProcessingSlotCommand =
  | { type: 'TakeProcessingSlot'; hubUuid: string; processingUnitUuid: string }
  | { type: 'ReleaseProcessingSlot'; hubUuid: string; processingUnitUuid: string };

export type ProcessingSlotEvent = EventOf<'ProcessingSlotTaken' | 'ProcessingSlotReleased'>;

export const processingSlotStream = (hubUuid: string) => `processingSlot-${hubUuid}`;

/** One processing at a time per hub: taking a taken slot is a conflict. */
const decide = (command: ProcessingSlotCommand, slot: ProcessingSlot): ProcessingSlotEvent[] => {
  const { hubUuid, processingUnitUuid } = command;
  switch (command.type) {
    case 'TakeProcessingSlot':
      if (slot.ongoing) throw conflict();
      return [{ type: 'ProcessingSlotTaken', data: { hubUuid, processingUnitUuid } }];
    case 'ReleaseProcessingSlot':
      return [{ type: 'ProcessingSlotReleased', data: { hubUuid, processingUnitUuid } }];
    default:
      return unreachable(command);
  }
};

const evolve = (_state: ProcessingSlot, event: ProcessingSlotEvent): ProcessingSlot => {
  switch (event.type) {
    case 'ProcessingSlotTaken':
      return { ongoing: event.data.processingUnitUuid };
    case 'ProcessingSlotReleased':
      return { ongoing: null };
    default:
      return unreachable(event);
  }
};

export const processingSlotDecider: Decider<
  ProcessingSlot,
  ProcessingSlotCommand,
  ProcessingSlotEvent
> = {
  initialState: () => ({ ongoing: null }),
  eventTypes: eventTypes<ProcessingSlotEvent>({
    ProcessingSlotTaken: true,
    ProcessingSlotReleased: true,
  }),
  evolve,
  decide,
};
