import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import { decideAddProject, hubProjectsDecider } from './hub-projects.decider';

const at = '2026-11-22T09:00:00.000Z';
const add = {
  uuid: 'p1',
  hubUuid: 'h1',
  externalId: 'PRJ-2026-01',
  isCairn: true,
  by: 'admin',
  at,
};
const given = (...events: DomainEvent[]) => fold(hubProjectsDecider, events);

describe('hub projects decider', () => {
  it('given no projects, when one is added, then ProjectAdded', () => {
    expect(decideAddProject(add, given())).toEqual([
      {
        type: 'ProjectAdded',
        data: {
          uuid: 'p1',
          hubUuid: 'h1',
          externalId: 'PRJ-2026-01',
          isCairn: true,
          addedBy: 'admin',
          at,
        },
      },
    ]);
  });
  it('given a project, when the same external ID is added again, then 400 projectAlreadyExists; another ID is fine', () => {
    const history = decideAddProject(add, given());
    expect(() => decideAddProject({ ...add, uuid: 'p2' }, given(...history))).toThrow(
      'projectAlreadyExists',
    );
    expect(
      decideAddProject(
        { ...add, uuid: 'p2', externalId: 'EXT-7', isCairn: false },
        given(...history),
      ),
    ).toHaveLength(1);
  });
});
