import { type CollectorType, ERASED } from '@cairn/contracts';
import { defineProjection } from '../projection';
import { trackingFields } from '../tracking/tracked-items.projection';

export interface CollectorRow {
  uuid: string;
  hubUuid: string;
  type: CollectorType;
  trackingNumber: string;
  state: 'DEFINED' | 'UNDEFINED';
  name: string | null;
  createdAt: string;
  birthDate?: string;
  idNumber?: string;
  idDocumentFileUploadUuid?: string;
}

export const collectorsProjection = defineProjection<CollectorRow>()({
  name: 'collectors',
  version: 2,
  model: { name: 'collectors', fields: trackingFields, sortBy: 'createdAt', indexes: ['hubUuid'] },
  handles: ['CollectorGenerated', 'CollectorDefined', 'PersonalDataErased'],
  keyOf: (event) =>
    event.type === 'PersonalDataErased' ? event.data.subjectUuid : event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'CollectorGenerated': {
        const { at, ...d } = event.data;
        return { ...d, state: 'UNDEFINED', name: null, createdAt: at };
      }
      case 'CollectorDefined': {
        const { name, birthDate, idNumber, idDocumentFileUploadUuid } = event.data;
        return (
          row && { ...row, state: 'DEFINED', name, birthDate, idNumber, idDocumentFileUploadUuid }
        );
      }
      // The row is rewritten as a rebuild would read it once the key is gone (issue 33).
      case 'PersonalDataErased':
        if (row?.state !== 'DEFINED') return row;
        return {
          ...row,
          name: ERASED,
          birthDate: ERASED,
          idNumber: ERASED,
          idDocumentFileUploadUuid: ERASED,
        };
      default:
        return row;
    }
  },
});
