import type { DomainEvent } from '@cairn/contracts';
import type { LegacyDecider } from '../command-handling/decider';
import { DomainError } from '../command-handling/domain-error';

/** The projects of one hub (stream `hubProjects-<hubUuid>`): its version check keeps IDs unique. */
export interface HubProjectsAggregate {
  externalIds: string[];
}

export interface AddProject {
  uuid: string;
  hubUuid: string;
  externalId: string;
  isCairn: boolean;
  by: string | null;
  at: string;
}

export const hubProjectsDecider: LegacyDecider<HubProjectsAggregate> = {
  initialState: { externalIds: [] },
  evolve(state, event) {
    switch (event.type) {
      case 'ProjectAdded':
        return { externalIds: [...state.externalIds, event.data.externalId] };
      default:
        return state;
    }
  },
};

/** A hub has each external project ID once; the same ID at another hub is another project. */
export const decideAddProject = (
  command: AddProject,
  state: HubProjectsAggregate,
): DomainEvent[] => {
  if (state.externalIds.includes(command.externalId))
    throw new DomainError('invalid', 'projectAlreadyExists', {
      externalId: 'projectAlreadyExists',
    });
  const { by, ...data } = command;
  return [{ type: 'ProjectAdded', data: { ...data, addedBy: by } }];
};
