import type {
  CocPrinciple,
  ComplianceAction,
  CreateComplianceActionRequest,
  CreateProjectRequest,
  FileUpload,
  Project,
} from '@cairn/contracts';
import { mutate } from 'swr';
import { post, request } from '../api/request';
import { uploadFile } from '../common/file-upload.api';

/** SWR keys are API paths (Document 1 §7). */
export const COC_PRINCIPLES_KEY = '/api/admin/cocPrinciples';
export const auditActionsKey = (hubUuid: string) =>
  `/api/admin/complianceActions?companyUuid=${hubUuid}`;
export const projectsKey = (hubUuid: string) => `/api/admin/companies/${hubUuid}/projects`;
export const OWN_AUDIT_ACTIONS_KEY = '/api/complianceActions';
export const hubKey = (hubUuid: string) => `/api/admin/companies/hubs/${hubUuid}`;

export type { CocPrinciple, ComplianceAction, Project };

export const createAuditAction = async (body: CreateComplianceActionRequest) => {
  const created = await post<ComplianceAction>('/api/admin/complianceActions', body);
  await mutate(auditActionsKey(body.companyUuid));
  return created;
};

export const markAuditActionReviewed = async (
  hubUuid: string,
  uuid: string,
  fileUploadUuids: string[],
) => {
  await post<ComplianceAction>(`/api/admin/complianceActions/${uuid}/markAsReviewed`, {
    documents: fileUploadUuids.map((fileUploadUuid) => ({ fileUploadUuid })),
  });
  await mutate(auditActionsKey(hubUuid));
};

export const reopenAuditAction = async (hubUuid: string, uuid: string) => {
  await post<ComplianceAction>(`/api/admin/complianceActions/${uuid}/reopen`);
  await mutate(auditActionsKey(hubUuid)); // the list reloads after reopening (Document 1 §7)
};

/** The admin's review document: the evidence's kinds and limit (EVIDENCE_RULES), under the action's hub. */
export const uploadReviewDocument = (uuid: string, file: File): Promise<FileUpload> =>
  uploadFile(`/api/admin/complianceActions/${uuid}/reviewDocuments`, file, file.name, {});

/** The owner's evidence: one file and a comment, multipart. */
export const uploadEvidence = async (uuid: string, file: File, comment: string) => {
  const body = new FormData();
  body.append('file', file, file.name);
  if (comment.trim()) body.append('comment', comment.trim());
  const action = await request<ComplianceAction>(
    'POST',
    `/api/complianceActions/${uuid}/evidence`,
    { body },
  );
  await mutate(OWN_AUDIT_ACTIONS_KEY);
  return action;
};

export const addProject = async (hubUuid: string, body: CreateProjectRequest) => {
  const project = await post<Project>(projectsKey(hubUuid), body);
  await mutate(projectsKey(hubUuid));
  return project;
};
