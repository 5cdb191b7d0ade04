import type { EventOf, HubFields, HubState } from '@cairn/contracts';
import { normalizeHubFields } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { DomainError, notFound } from '../command-handling/domain-error';

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

export type HubEvent = EventOf<
  'HubCreated' | 'HubUpdated' | 'HubPaused' | 'HubReactivated' | 'HubArchived'
>;

const mustExist = (hub: HubAggregate) => {
  if (!hub.exists) throw notFound();
};
const notActive = () => new DomainError('invalid', 'hubNotActive', { state: 'validationInvalid' });

/** Hub lifecycle of Document 1 §4: ACTIVE ⇄ PAUSED, anything → ARCHIVED (irreversible). */
const decide = (command: HubCommand, hub: HubAggregate): HubEvent[] => {
  switch (command.type) {
    case 'CreateHub':
      if (hub.exists) throw new DomainError('conflict', 'conflictErrorMessage');
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
      if (hub.state === 'ARCHIVED') throw notActive();
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
      if (hub.state !== 'ACTIVE') throw notActive();
      return [{ type: 'HubPaused', data: { uuid: command.uuid, at: command.at } }];
    case 'ReactivateHub':
      mustExist(hub);
      if (hub.state !== 'PAUSED') throw notActive();
      return [{ type: 'HubReactivated', data: { uuid: command.uuid, at: command.at } }];
    case 'ArchiveHub':
      mustExist(hub);
      if (hub.state === 'ARCHIVED') throw notActive();
      return [{ type: 'HubArchived', data: { uuid: command.uuid, at: command.at } }];
    default:
      return unreachable(command);
  }
};

const evolve = (state: HubAggregate, event: HubEvent): HubAggregate => {
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
      return unreachable(event);
  }
};

export const hubDecider: Decider<HubAggregate, HubCommand, HubEvent> = {
  initialState: () => ({ exists: false, state: null, fields: null }),
  eventTypes: eventTypes<HubEvent>({
    HubCreated: true,
    HubUpdated: true,
    HubPaused: true,
    HubReactivated: true,
    HubArchived: true,
  }),
  evolve,
  decide,
};
