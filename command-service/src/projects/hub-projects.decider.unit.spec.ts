import { describe, it } from 'vitest';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { hubProjectsDecider, type HubProjectsEvent } from './hub-projects.decider';

const at = '2026-11-22T09:00:00.000Z';
const add = {
  type: 'AddProject',
  uuid: 'p1',
  hubUuid: 'h1',
  externalId: 'PRJ-2026-01',
  isCairn: true,
  by: 'admin',
  at,
} as const;
const added: HubProjectsEvent = {
  type: 'ProjectAdded',
  data: {
    uuid: 'p1',
    hubUuid: 'h1',
    externalId: 'PRJ-2026-01',
    isCairn: true,
    addedBy: 'admin',
    at,
  },
};
const given = specificationFor(hubProjectsDecider);

describe('hub projects decider', () => {
  it('given no projects, when one is added, then ProjectAdded', () => {
    given([]).when(add).then([added]);
  });
  it('given a project, when the same external ID is added again, then 400 projectAlreadyExists; another ID is fine', () => {
    given([added])
      .when({ ...add, uuid: 'p2' })
      .thenThrows(
        refusedAs('invalid', 'projectAlreadyExists', { externalId: 'projectAlreadyExists' }),
      );
    given([added])
      .when({ ...add, uuid: 'p2', externalId: 'EXT-7', isCairn: false })
      .then([
        {
          type: 'ProjectAdded',
          data: { ...added.data, uuid: 'p2', externalId: 'EXT-7', isCairn: false },
        },
      ]);
  });
});
