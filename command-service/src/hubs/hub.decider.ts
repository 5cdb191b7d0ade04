import type { EventOf, HubFields, HubState, InitialHubState } from '@cairn/contracts';
import { HUB_LIFECYCLE_FROM, normalizeHubFields } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { DomainError, notFound } from '../command-handling/domain-error';

export interface HubAggregate {
  exists: boolean;
  state: HubState | null;
  fields: HubFields | null;
}

export type HubCommand =
  | { type: 'CreateHub'; uuid: string; fields: HubFields; state?: InitialHubState; at: string }
  | { type: 'UpdateHub'; uuid: string; fields: HubFields; at: string }
  | { type: 'PauseHub'; uuid: string; at: string }
  | { type: 'ReactivateHub'; uuid: string; at: string }
  | { type: 'ArchiveHub'; uuid: string; at: string }
  | { type: 'ActivateHub'; uuid: string; at: string }
  | { type: 'MarkHubLost'; uuid: string; at: string }
  | { type: 'MarkHubChurned'; uuid: string; at: string };

export type HubEvent = EventOf<
  | 'HubCreated'
  | 'HubUpdated'
  | 'HubPaused'
  | 'HubReactivated'
  | 'HubArchived'
  | 'HubActivated'
  | 'HubMarkedLost'
  | 'HubMarkedChurned'
>;

const mustExist = (hub: HubAggregate) => {
  if (!hub.exists) throw notFound();
};
const notActive = () => new DomainError('invalid', 'hubNotActive', { state: 'validationInvalid' });
/** A lifecycle change from a state its action does not start from (`HUB_LIFECYCLE_FROM`) is refused. */
const mustBeIn = (hub: HubAggregate, from: readonly HubState[]) => {
  mustExist(hub);
  if (!hub.state || !from.includes(hub.state)) throw notActive();
};

/**
 * Hub lifecycle of Document 1 §4: ACTIVE ⇄ PAUSED, anything → ARCHIVED (irreversible); and the
 * states the spec names without transitions (docs/decisions.md): a hub starts ACTIVE, DEMO or TRIAL;
 * DEMO/TRIAL → LOST, ACTIVE/PAUSED → CHURNED, DEMO/TRIAL/LOST/CHURNED → ACTIVE.
 */
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
            ...(command.state && command.state !== 'ACTIVE' ? { state: command.state } : {}),
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
      mustBeIn(hub, HUB_LIFECYCLE_FROM.pause);
      return [{ type: 'HubPaused', data: { uuid: command.uuid, at: command.at } }];
    case 'ReactivateHub':
      mustBeIn(hub, HUB_LIFECYCLE_FROM.reactivate);
      return [{ type: 'HubReactivated', data: { uuid: command.uuid, at: command.at } }];
    case 'ArchiveHub':
      mustBeIn(hub, HUB_LIFECYCLE_FROM.archive);
      return [{ type: 'HubArchived', data: { uuid: command.uuid, at: command.at } }];
    case 'ActivateHub':
      mustBeIn(hub, HUB_LIFECYCLE_FROM.activate);
      return [{ type: 'HubActivated', data: { uuid: command.uuid, at: command.at } }];
    case 'MarkHubLost':
      mustBeIn(hub, HUB_LIFECYCLE_FROM['mark-lost']);
      return [{ type: 'HubMarkedLost', data: { uuid: command.uuid, at: command.at } }];
    case 'MarkHubChurned':
      mustBeIn(hub, HUB_LIFECYCLE_FROM['mark-churned']);
      return [{ type: 'HubMarkedChurned', data: { uuid: command.uuid, at: command.at } }];
    default:
      return unreachable(command);
  }
};

const evolve = (state: HubAggregate, event: HubEvent): HubAggregate => {
  switch (event.type) {
    case 'HubCreated': {
      const { uuid: _u, createdAt: _c, state: initial, ...fields } = event.data;
      return { exists: true, state: initial ?? 'ACTIVE', fields };
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
    case 'HubActivated':
      return { ...state, state: 'ACTIVE' };
    case 'HubMarkedLost':
      return { ...state, state: 'LOST' };
    case 'HubMarkedChurned':
      return { ...state, state: 'CHURNED' };
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
    HubActivated: true,
    HubMarkedLost: true,
    HubMarkedChurned: true,
  }),
  evolve,
  decide,
};

/**
 * Whether the hub's new hub events are published without review (autoPublishEvents), from the hub's
 * own stream as loaded for the decision, not from the hubs row: the append checks that version.
 */
export const autoPublishes = (hub: HubAggregate): boolean => hub.fields?.autoPublishEvents ?? false;
