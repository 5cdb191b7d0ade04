import { z } from 'zod';
import { CocCategory, ComplianceActionStatus, ComplianceActionType } from './enums';
import { optionalString, requiredString, uuid } from './validation';

/** The audit action status (Document 1 §4); the flow is in docs/decisions.md. */
export type ComplianceStatus = z.infer<typeof ComplianceActionStatus>;

/** What an audit action asks of the hub (Document 1 §3); the only type so far, and the default. */
export type ComplianceType = z.infer<typeof ComplianceActionType>;
export const DEFAULT_COMPLIANCE_ACTION_TYPE: ComplianceType = 'REQUEST_EVIDENCE';

/** Evidence upload limits (Document 1 §5): images, PDF, mp4 and quicktime; one file; 30,000,000 bytes. */
export const EVIDENCE_MAX_BYTES = 30_000_000;
export const EVIDENCE_ACCEPT = 'image/*,application/pdf,video/mp4,video/quicktime';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** POST /api/admin/complianceActions. "Not before today" needs a clock: see `deadlineNotBefore`. */
export const CreateComplianceActionRequest = z.object({
  name: requiredString(255),
  description: requiredString(4000),
  deadlineDate: z
    .string({ error: 'validationRequired' })
    .min(1, 'validationRequired')
    .regex(isoDay, 'validationInvalid')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'validationInvalid'),
  cocPrincipleUuid: uuid(),
  companyUuid: uuid(),
  type: z
    .custom<ComplianceType>((v) => ComplianceActionType.safeParse(v).success, {
      error: 'validationInvalid',
    })
    .default(DEFAULT_COMPLIANCE_ACTION_TYPE),
});
export type CreateComplianceActionRequest = z.infer<typeof CreateComplianceActionRequest>;

/** The deadline rule shared by the form (local today) and the server (see decisions.md). */
export const deadlineNotBefore = (deadlineDate: string, today: string): boolean =>
  deadlineDate >= today;

/** Statuses in which the action still waits for the hub's evidence (none since it was created or reopened). */
export const AWAITING_EVIDENCE: readonly ComplianceStatus[] = ['CREATED', 'OWNER_NOTIFIED'];

/**
 * Overdue: the deadline day (`YYYY-MM-DD`) has ended and the action still waits for evidence. `today`
 * is the viewer's day; the alert job uses UTC. The admin list, the owner's portal and the
 * AUDIT_ACTION_OVERDUE alert all apply this one rule.
 */
export const isAuditActionOverdue = (
  action: { status: ComplianceStatus; deadlineDate: string },
  today: string,
): boolean => AWAITING_EVIDENCE.includes(action.status) && action.deadlineDate < today;

/** POST /api/admin/complianceActions/{uuid}/markAsReviewed: documents are optional. */
export const MarkAsReviewedRequest = z.object({
  documents: z
    .array(z.object({ fileUploadUuid: uuid() }))
    .max(20, 'validationMax')
    .default([]),
});
export type MarkAsReviewedRequest = z.infer<typeof MarkAsReviewedRequest>;

/** The multipart fields beside the file of an evidence upload. */
export const EvidenceUploadFields = z.object({ comment: optionalString(1000) });

/** POST /api/admin/companies/{hubUuid}/projects (Document 1 §5). */
export const CreateProjectRequest = z.object({
  externalId: requiredString(256),
  isCairn: z.boolean({ error: 'validationInvalid' }).default(true),
});
export type CreateProjectRequest = z.infer<typeof CreateProjectRequest>;

export const CocPrincipleRef = z.object({
  uuid: z.string(),
  category: CocCategory,
  paragraph: z.string(),
});
export type CocPrincipleRef = z.infer<typeof CocPrincipleRef>;

/** An audit action as the lists show it (Document 1 §3); directLinks are signed when read. */
export const ComplianceAction = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  deadlineDate: z.string(),
  createdAt: z.string(),
  lastModifiedAt: z.string(),
  type: ComplianceActionType,
  status: ComplianceActionStatus,
  /** When it was last marked as reviewed; null while not REVIEWED. */
  reviewedAt: z.string().nullable(),
  cocPrinciple: CocPrincipleRef,
  documents: z.array(
    z.object({
      uuid: z.string(),
      comment: z.string().nullable(),
      /** OWNER = evidence from the hub owner; ADMIN = a document attached when marking as reviewed. */
      source: z.enum(['OWNER', 'ADMIN']),
      uploadedAt: z.string(),
      fileUpload: z.object({
        uuid: z.string(),
        directLink: z.string(),
        fileName: z.string(),
        mimeType: z.string(),
        size: z.number(),
      }),
    }),
  ),
});
export type ComplianceAction = z.infer<typeof ComplianceAction>;

export const Project = z.object({ uuid: z.string(), externalId: z.string(), isCairn: z.boolean() });
export type Project = z.infer<typeof Project>;

const at = z.string(); // ISO instant, from the command's clock

/** Events of audit actions (stream `complianceAction-<uuid>`) and hub projects (stream `hubProjects-<hubUuid>`). */
export const COMPLIANCE_EVENT_SCHEMAS = {
  ComplianceActionCreated: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    name: z.string(),
    description: z.string(),
    deadlineDate: z.string(),
    /** Absent on actions created before types were recorded: those are REQUEST_EVIDENCE. */
    type: ComplianceActionType.optional(),
    cocPrinciple: CocPrincipleRef,
    createdBy: z.string().nullable(),
    createdAt: at,
  }),
  /** The hub's owners were told (email outbox) that the action waits for their evidence. */
  ComplianceActionOwnerNotified: z.object({
    uuid: z.string(),
    ownerUuids: z.array(z.string()),
    at,
  }),
  ComplianceEvidenceUploaded: z.object({
    uuid: z.string(),
    documentUuid: z.string(),
    fileUploadUuid: z.string(),
    comment: z.string().nullable(),
    uploadedBy: z.string().nullable(),
    at,
  }),
  ComplianceActionReviewed: z.object({
    uuid: z.string(),
    documents: z.array(z.object({ documentUuid: z.string(), fileUploadUuid: z.string() })),
    reviewedBy: z.string().nullable(),
    at,
  }),
  /** Back to CREATED; an OwnerNotified follows when the hub has an owner. */
  ComplianceActionReopened: z.object({ uuid: z.string(), reopenedBy: z.string().nullable(), at }),
  ProjectAdded: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    externalId: z.string(),
    isCairn: z.boolean(),
    addedBy: z.string().nullable(),
    at,
  }),
} as const;
