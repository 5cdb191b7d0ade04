import type { CollectorType, TrackedItemState, TrackedItemType } from '@cairn/contracts';
import { defineProjection } from '../projection';

export interface CollectorRow {
  uuid: string; hubUuid: string; type: CollectorType; trackingNumber: string; state: 'DEFINED' | 'UNDEFINED';
  name: string | null; createdAt: string;
  birthDate?: string; idNumber?: string; idDocumentFileUploadUuid?: string;
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
  handles: ['CollectorGenerated', 'CollectorDefined'],
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'CollectorGenerated': {
        const { at, ...d } = event.data;
        return { ...d, state: 'UNDEFINED', name: null, createdAt: at };
      }
      case 'CollectorDefined': {
        const { name, birthDate, idNumber, idDocumentFileUploadUuid } = event.data;
        return row && { ...row, state: 'DEFINED', name, birthDate, idNumber, idDocumentFileUploadUuid };
      }
      default: return row;
    }
  },
});

export const trackedItemsProjection = defineProjection<TrackedItemRow>()({
  name: 'trackedItems',
  model: { name: 'trackedItems', fields: trackingFields, sortBy: 'createdAt', indexes: ['hubUuid'] },
  handles: ['TrackedItemGenerated', 'CollectedMaterialRegistered', 'CollectedMaterialGraded', 'SegregationOutputBagRegistered'],
  keyOf: (event) => (event.type === 'TrackedItemGenerated' ? event.data.uuid : event.data.trackedItemUuid),
  evolve(row, event) {
    switch (event.type) {
      case 'TrackedItemGenerated': {
        const { at, ...d } = event.data;
        return { ...d, state: 'UNASSIGNED', createdAt: at };
      }
      case 'CollectedMaterialRegistered': return row && { ...row, state: 'REGISTERED' };
      case 'CollectedMaterialGraded': return row && { ...row, state: 'IN_SORTING' };
      case 'SegregationOutputBagRegistered': return row && { ...row, state: 'SORTED' };
      default: return row;
    }
  },
});
