import type { EventOf } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { DomainError } from '../command-handling/domain-error';

/** The projects of one hub (stream `hubProjects-<hubUuid>`): its version check keeps IDs unique. */
export interface HubProjectsAggregate {
  externalIds: string[];
}

export type HubProjectsCommand = {
  type: 'AddProject';
  uuid: string;
  hubUuid: string;
  externalId: string;
  isCairn: boolean;
  by: string | null;
  at: string;
};

export type HubProjectsEvent = EventOf<'ProjectAdded'>;

/** A hub has each external project ID once; the same ID at another hub is another project. */
const decide = (command: HubProjectsCommand, state: HubProjectsAggregate): HubProjectsEvent[] => {
  switch (command.type) {
    case 'AddProject': {
      if (state.externalIds.includes(command.externalId))
        throw new DomainError('invalid', 'projectAlreadyExists', {
          externalId: 'projectAlreadyExists',
        });
      const { uuid, hubUuid, externalId, isCairn, by, at } = command;
      return [
        { type: 'ProjectAdded', data: { uuid, hubUuid, externalId, isCairn, addedBy: by, at } },
      ];
    }
    default:
      return unreachable(command.type);
  }
};

const evolve = (state: HubProjectsAggregate, event: HubProjectsEvent): HubProjectsAggregate => {
  switch (event.type) {
    case 'ProjectAdded':
      return { externalIds: [...state.externalIds, event.data.externalId] };
    default:
      return unreachable(event.type);
  }
};

export const hubProjectsDecider: Decider<
  HubProjectsAggregate,
  HubProjectsCommand,
  HubProjectsEvent
> = {
  initialState: () => ({ externalIds: [] }),
  eventTypes: eventTypes<HubProjectsEvent>({ ProjectAdded: true }),
  evolve,
  decide,
};
