import type { DomainEvent, EventData } from '@cairn/contracts';
import type { LegacyDecider } from '../command-handling/decider';
import { DomainError } from '../command-handling/domain-error';

export type EvidencePackState = { status: 'NONE' | 'BUILDING' | 'READY' | 'FAILED' };

export const evidencePackDecider: LegacyDecider<EvidencePackState> = {
  initialState: { status: 'NONE' },
  evolve(state, event) {
    switch (event.type) {
      case 'EvidencePackRequested':
        return { status: 'BUILDING' };
      case 'EvidencePackBuilt':
        return { status: 'READY' };
      case 'EvidencePackFailed':
        return { status: 'FAILED' };
      default:
        return state;
    }
  },
};

export type EvidencePackCommand =
  | { type: 'RequestEvidencePack'; data: EventData<'EvidencePackRequested'> }
  | { type: 'RecordEvidencePackBuilt'; data: EventData<'EvidencePackBuilt'> }
  | { type: 'RecordEvidencePackFailed'; data: EventData<'EvidencePackFailed'> };

/** A pack is asked for once, then ends once: built or failed. */
export const decideEvidencePack = (
  command: EvidencePackCommand,
  state: EvidencePackState,
): DomainEvent[] => {
  if (command.type === 'RequestEvidencePack') {
    if (state.status !== 'NONE') throw new DomainError('conflict', 'conflictErrorMessage');
    return [{ type: 'EvidencePackRequested', data: command.data }];
  }
  if (state.status !== 'BUILDING') throw new DomainError('conflict', 'conflictErrorMessage');
  return command.type === 'RecordEvidencePackBuilt'
    ? [{ type: 'EvidencePackBuilt', data: command.data }]
    : [{ type: 'EvidencePackFailed', data: command.data }];
};
