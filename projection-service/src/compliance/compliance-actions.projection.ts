import {
  DEFAULT_COMPLIANCE_ACTION_TYPE,
  type CocPrincipleRef,
  type ComplianceStatus,
  type ComplianceType,
} from '@cairn/contracts';
import { defineProjection } from '../projection';

/** An audit action row; documents hold upload ids, the API signs their links when read. */
export interface ComplianceActionRecord {
  uuid: string;
  hubUuid: string;
  name: string;
  description: string;
  deadlineDate: string;
  createdAt: string;
  lastModifiedAt: string;
  type: ComplianceType;
  status: ComplianceStatus;
  reviewedAt: string | null;
  cocPrinciple: CocPrincipleRef;
  documents: Array<{
    uuid: string;
    comment: string | null;
    source: 'OWNER' | 'ADMIN';
    uploadedAt: string;
    fileUploadUuid: string;
  }>;
}

export const complianceActionsProjection = defineProjection<ComplianceActionRecord>()({
  name: 'complianceActions',
  // 2: rows carry the action's type.
  version: 2,
  model: {
    name: 'complianceActions',
    fields: {
      HUB_UUID: { path: 'hubUuid', type: 'text' },
      STATUS: { path: 'status', type: 'text' },
      UUID: { path: 'uuid', type: 'text' },
    },
    sortBy: 'createdAt',
    indexes: ['hubUuid'],
  },
  handles: [
    'ComplianceActionCreated',
    'ComplianceActionOwnerNotified',
    'ComplianceEvidenceUploaded',
    'ComplianceActionReviewed',
    'ComplianceActionReopened',
  ],
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'ComplianceActionCreated': {
        const { createdBy: _by, type, ...d } = event.data;
        return {
          ...d,
          type: type ?? DEFAULT_COMPLIANCE_ACTION_TYPE,
          lastModifiedAt: d.createdAt,
          status: 'CREATED',
          reviewedAt: null,
          documents: [],
        };
      }
      case 'ComplianceActionOwnerNotified':
        return row && { ...row, status: 'OWNER_NOTIFIED', lastModifiedAt: event.data.at };
      case 'ComplianceEvidenceUploaded': {
        const { documentUuid, fileUploadUuid, comment, at } = event.data;
        return (
          row && {
            ...row,
            status: 'IN_REVIEW',
            lastModifiedAt: at,
            documents: [
              ...row.documents,
              { uuid: documentUuid, comment, source: 'OWNER', uploadedAt: at, fileUploadUuid },
            ],
          }
        );
      }
      case 'ComplianceActionReviewed': {
        const { at } = event.data;
        const added = event.data.documents.map((d) => ({
          uuid: d.documentUuid,
          comment: null,
          source: 'ADMIN' as const,
          uploadedAt: at,
          fileUploadUuid: d.fileUploadUuid,
        }));
        return (
          row && {
            ...row,
            status: 'REVIEWED',
            reviewedAt: at,
            lastModifiedAt: at,
            documents: [...row.documents, ...added],
          }
        );
      }
      case 'ComplianceActionReopened':
        return (
          row && { ...row, status: 'CREATED', reviewedAt: null, lastModifiedAt: event.data.at }
        );
      default:
        return row;
    }
  },
});
