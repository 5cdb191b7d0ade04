import type { EventOf, UserInstructionName } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';

/** `userInstructionViews-<userUuid>`: views only ever appended (read so each is appended at the stream's version). */
export interface InstructionViews {
  views: number;
}
export type InstructionViewsCommand = {
  type: 'RecordInstructionView';
  userUuid: string;
  instruction: UserInstructionName;
  at: string;
};
export type InstructionViewsEvent = EventOf<'UserInstructionViewed'>;

export const instructionViewsStream = (userUuid: string) => `userInstructionViews-${userUuid}`;

export const instructionViewsDecider: Decider<
  InstructionViews,
  InstructionViewsCommand,
  InstructionViewsEvent
> = {
  initialState: () => ({ views: 0 }),
  eventTypes: eventTypes<InstructionViewsEvent>({ UserInstructionViewed: true }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'UserInstructionViewed':
        return { views: state.views + 1 };
      default:
        return unreachable(event.type);
    }
  },
  decide: (command) => {
    switch (command.type) {
      case 'RecordInstructionView': {
        const { userUuid, instruction, at } = command;
        return [{ type: 'UserInstructionViewed', data: { userUuid, instruction, at } }];
      }
      default:
        return unreachable(command.type);
    }
  },
};
