import type { UserInstructionName } from '@cairn/contracts';
import { defineProjection } from '../projection';

/** How often a user saw an instruction dialog (Document 3 §3 "User instruction view"), keyed `<user>:<instruction>`. */
export interface InstructionViewRow {
  key: string;
  userUuid: string;
  instruction: UserInstructionName;
  viewsCount: number;
}

export const instructionViewsProjection = defineProjection<InstructionViewRow>()({
  name: 'instructionViews',
  model: { name: 'instructionViews', fields: {} },
  handles: ['UserInstructionViewed'],
  keyOf: (event) => `${event.data.userUuid}:${event.data.instruction}`,
  evolve(row, event) {
    const { userUuid, instruction } = event.data;
    return {
      key: `${userUuid}:${instruction}`,
      userUuid,
      instruction,
      viewsCount: (row?.viewsCount ?? 0) + 1,
    };
  },
});
