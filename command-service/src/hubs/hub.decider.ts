import type { DomainEvent, HubFields, HubState } from '@cairn/contracts';
import { normalizeHubFields } from '@cairn/contracts';
import type { Decider } from '../command-handling/decider';
import { DomainError } from '../command-handling/domain-error';

export interface HubAggregate {
  exists: boolean;
  state: HubState | null;
  fields: HubFields | null;
}

export type HubCommand =
  | { type: 'CreateHub'; uuid: string; fields: HubFields; at: string }
  | { type: 'UpdateHub'; uuid: string; fields: HubFields; at: string }
  | { type: 'PauseHub'; uuid: string; at: string }
  | { type: 'ReactivateHub'; uuid: string; at: string }
  | { type: 'ArchiveHub'; uuid: string; at: string };

export const hubDecider: Decider<HubAggregate> = {
  initialState: { exists: false, state: null, fields: null },
  evolve(state, event) {
    switch (event.type) {
      case 'HubCreated': {
        const { uuid: _u, createdAt: _c, ...fields } = event.data;
        return { exists: true, state: 'ACTIVE', fields };
      }
      case 'HubUpdated': {
        const { uuid: _u, updatedAt: _c, ...fields } = event.data;
        return { ...state, fields };
      }
      case 'HubPaused':
        return { ...state, state: 'PAUSED' };
      case 'HubReactivated':
        return { ...state, state: 'ACTIVE' };
      case 'HubArchived':
        return { ...state, state: 'ARCHIVED' };
      default:
        return state;
    }
  },
};

const mustExist = (hub: HubAggregate) => {
  if (!hub.exists) throw new DomainError(404, 'notFoundMessage');
};
const refuse = () => new DomainError(400, 'hubNotActive', { state: 'validationInvalid' });

/** Hub lifecycle of Document 1 §4: ACTIVE ⇄ PAUSED, anything → ARCHIVED (irreversible). */
export const decideHub = (command: HubCommand, hub: HubAggregate): DomainEvent[] => {
  switch (command.type) {
    case 'CreateHub':
      if (hub.exists) throw new DomainError(409, 'conflictErrorMessage');
      return [
        {
          type: 'HubCreated',
          data: {
            ...normalizeHubFields(command.fields),
            uuid: command.uuid,
            createdAt: command.at,
          },
        },
      ];
    case 'UpdateHub':
      mustExist(hub);
      if (hub.state === 'ARCHIVED') throw refuse();
      return [
        {
          type: 'HubUpdated',
          data: {
            ...normalizeHubFields(command.fields),
            uuid: command.uuid,
            updatedAt: command.at,
          },
        },
      ];
    case 'PauseHub':
      mustExist(hub);
      if (hub.state !== 'ACTIVE') throw refuse();
      return [{ type: 'HubPaused', data: { uuid: command.uuid, at: command.at } }];
    case 'ReactivateHub':
      mustExist(hub);
      if (hub.state !== 'PAUSED') throw refuse();
      return [{ type: 'HubReactivated', data: { uuid: command.uuid, at: command.at } }];
    case 'ArchiveHub':
      mustExist(hub);
      if (hub.state === 'ARCHIVED') throw refuse();
      return [{ type: 'HubArchived', data: { uuid: command.uuid, at: command.at } }];
  }
};
