import type { EventOf } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { DomainError } from '../command-handling/domain-error';

export type EvidencePackState = { status: 'NONE' | 'BUILDING' | 'READY' | 'FAILED' };

export type EvidencePackCommand =
  | {
      type: 'RequestEvidencePack';
      uuid: string;
      hubUuid: string;
      from: string;
      to: string;
      by: string | null;
      at: string;
    }
  | {
      type: 'RecordEvidencePackBuilt';
      uuid: string;
      sha256: string;
      size: number;
      fileName: string;
      files: number;
      at: string;
    }
  | { type: 'RecordEvidencePackFailed'; uuid: string; reason: string; at: string };

export type EvidencePackEvent = EventOf<
  'EvidencePackRequested' | 'EvidencePackBuilt' | 'EvidencePackFailed'
>;

const alreadyDone = () => new DomainError('conflict', 'conflictErrorMessage');

/** A pack is asked for once, then ends once: built or failed. */
const decide = (command: EvidencePackCommand, state: EvidencePackState): EvidencePackEvent[] => {
  switch (command.type) {
    case 'RequestEvidencePack': {
      if (state.status !== 'NONE') throw alreadyDone();
      const { uuid, hubUuid, from, to, by, at } = command;
      return [
        { type: 'EvidencePackRequested', data: { uuid, hubUuid, from, to, requestedBy: by, at } },
      ];
    }
    case 'RecordEvidencePackBuilt': {
      if (state.status !== 'BUILDING') throw alreadyDone();
      const { uuid, sha256, size, fileName, files, at } = command;
      return [{ type: 'EvidencePackBuilt', data: { uuid, sha256, size, fileName, files, at } }];
    }
    case 'RecordEvidencePackFailed': {
      if (state.status !== 'BUILDING') throw alreadyDone();
      const { uuid, reason, at } = command;
      return [{ type: 'EvidencePackFailed', data: { uuid, reason, at } }];
    }
    default:
      return unreachable(command);
  }
};

const evolve = (_state: EvidencePackState, event: EvidencePackEvent): EvidencePackState => {
  switch (event.type) {
    case 'EvidencePackRequested':
      return { status: 'BUILDING' };
    case 'EvidencePackBuilt':
      return { status: 'READY' };
    case 'EvidencePackFailed':
      return { status: 'FAILED' };
    default:
      return unreachable(event);
  }
};

export const evidencePackDecider: Decider<
  EvidencePackState,
  EvidencePackCommand,
  EvidencePackEvent
> = {
  initialState: () => ({ status: 'NONE' }),
  eventTypes: eventTypes<EvidencePackEvent>({
    EvidencePackRequested: true,
    EvidencePackBuilt: true,
    EvidencePackFailed: true,
  }),
  evolve,
  decide,
};
