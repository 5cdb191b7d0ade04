import { useState, type ReactNode } from 'react';
import type { UserInstruction } from '@cairn/contracts';

type Instruction = (typeof UserInstruction.options)[number];
import { get, post } from '../api/request';
import { ContinueDialog } from '../common/continue-dialog';

/** Document 3 §4: an instruction is shown until the user has seen it more than three times. */
export const SHOWN_UNTIL_VIEWS = 3;
export const needsInstruction = (viewsCount: number) => viewsCount <= SHOWN_UNTIL_VIEWS;

/**
 * Asks before a step with its instruction (FINISH_MATERIAL_GRADING, FINISH_TRUCK_LOAD_GRADING) while
 * the user has seen it three times or fewer; continuing records the view, then goes on. `ask(step)`
 * runs the step at once once the instruction is known.
 */
export function useInstructionGate(instruction: Instruction, title: string, message: string) {
  const [pending, setPending] = useState<(() => Promise<unknown>) | null>(null);
  const ask = async (step: () => Promise<unknown>) => {
    const seen = await get<{ viewsCount: number }>(
      `/api/userInstructionViews?instruction=${instruction}`,
    ).catch(() => ({ viewsCount: 0 }));
    if (needsInstruction(seen.viewsCount)) setPending(() => step);
    else await step();
  };
  const dialog: ReactNode = (
    <ContinueDialog
      isOpen={pending !== null}
      title={title}
      message={message}
      onCancel={() => setPending(null)}
      onContinue={() => {
        // The dialog is open only while a step is pending.
        const step = pending;
        if (!step) return;
        setPending(null);
        void post('/api/userInstructionViews', { instruction }).then(step, () => undefined);
      }}
    />
  );
  return { ask, dialog };
}
