import { defineProjection } from '../projection';

export interface EvidencePackRow {
  uuid: string;
  hubUuid: string;
  from: string;
  to: string;
  status: 'BUILDING' | 'READY' | 'FAILED';
  requestedBy: string | null;
  requestedAt: string;
  sha256: string | null;
  size: number | null;
  fileName: string | null;
  files: number | null;
  builtAt: string | null;
  failure: string | null;
}

/** Evidence packs asked for and built (issue 16). */
export const evidencePacksProjection = defineProjection<EvidencePackRow>()({
  name: 'evidencePacks',
  model: {
    name: 'evidencePacks',
    fields: {
      HUB_UUID: { path: 'hubUuid', type: 'text' },
      STATUS: { path: 'status', type: 'text' },
    },
    sortBy: 'requestedAt',
    indexes: ['hubUuid'],
  },
  handles: ['EvidencePackRequested', 'EvidencePackBuilt', 'EvidencePackFailed'],
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'EvidencePackRequested': {
        const d = event.data;
        return {
          uuid: d.uuid,
          hubUuid: d.hubUuid,
          from: d.from,
          to: d.to,
          status: 'BUILDING',
          requestedBy: d.requestedBy,
          requestedAt: d.at,
          sha256: null,
          size: null,
          fileName: null,
          files: null,
          builtAt: null,
          failure: null,
        };
      }
      case 'EvidencePackBuilt': {
        const d = event.data;
        return (
          row && {
            ...row,
            status: 'READY',
            sha256: d.sha256,
            size: d.size,
            fileName: d.fileName,
            files: d.files,
            builtAt: d.at,
          }
        );
      }
      case 'EvidencePackFailed':
        return row && { ...row, status: 'FAILED', failure: event.data.reason };
      default:
        return row;
    }
  },
});
