import type { CollectorType, TrackedItemState, TrackedItemType } from '@cairn/contracts';
import { defineProjection } from '../projection';

export interface CollectorRow {
  uuid: string; hubUuid: string; type: CollectorType; trackingNumber: string; state: 'DEFINED' | 'UNDEFINED';
  name: string | null; createdAt: string;
}
export interface TrackedItemRow {
  uuid: string; hubUuid: string; type: TrackedItemType; trackingNumber: string; state: TrackedItemState; createdAt: string;
}

const trackingFields = {
  HUB_UUID: { path: 'hubUuid', type: 'text' }, TYPE: { path: 'type', type: 'text' }, STATE: { path: 'state', type: 'text' },
  TRACKING_NUMBER: { path: 'trackingNumber', type: 'text' }, UUID: { path: 'uuid', type: 'text' },
} as const;

export const collectorsProjection = defineProjection<CollectorRow>()({
  name: 'collectors',
  model: { name: 'collectors', fields: trackingFields, sortBy: 'createdAt', indexes: ['hubUuid'] },
  handles: ['CollectorGenerated'],
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'CollectorGenerated': {
        const { at, ...d } = event.data;
        return { ...d, state: 'UNDEFINED', name: null, createdAt: at };
      }
      default: return row;
    }
  },
});

export const trackedItemsProjection = defineProjection<TrackedItemRow>()({
  name: 'trackedItems',
  model: { name: 'trackedItems', fields: trackingFields, sortBy: 'createdAt', indexes: ['hubUuid'] },
  handles: ['TrackedItemGenerated', 'CollectedMaterialRegistered'],
  keyOf: (event) => (event.type === 'CollectedMaterialRegistered' ? event.data.trackedItemUuid : event.data.uuid),
  evolve(row, event) {
    switch (event.type) {
      case 'TrackedItemGenerated': {
        const { at, ...d } = event.data;
        return { ...d, state: 'UNASSIGNED', createdAt: at };
      }
      case 'CollectedMaterialRegistered': return row && { ...row, state: 'REGISTERED' };
      default: return row;
    }
  },
});
