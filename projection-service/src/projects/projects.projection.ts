import { defineProjection } from '../projection';

export interface ProjectRecord {
  uuid: string;
  hubUuid: string;
  externalId: string;
  isCairn: boolean;
  addedAt: string;
}

export const projectsProjection = defineProjection<ProjectRecord>()({
  name: 'projects',
  model: {
    name: 'projects',
    fields: { HUB_UUID: { path: 'hubUuid', type: 'text' } },
    sortBy: 'addedAt',
    indexes: ['hubUuid'],
  },
  handles: ['ProjectAdded'],
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'ProjectAdded': {
        const { at, addedBy: _by, ...d } = event.data;
        return { ...d, addedAt: at };
      }
      default:
        return row;
    }
  },
});
