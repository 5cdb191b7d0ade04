import { COC_PRINCIPLES, type ComplianceAction } from '@cairn/contracts';
import type { ComplianceActionRecord, FileUploadRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { notFound } from '../command-handling/domain-error';
import { fileView } from '../files/file-upload.handlers';

export const listCocPrinciples = () => COC_PRINCIPLES;

/** The row as the API answers it: each document's file link is signed now, so it never goes stale in the store. */
export const complianceView = async (
  app: AppContext,
  row: ComplianceActionRecord,
): Promise<ComplianceAction> => {
  const uploads = await app.rows.getMany<FileUploadRow>(
    'fileUploads',
    row.documents.map((d) => d.fileUploadUuid),
  );
  const { hubUuid: _hub, documents, ...rest } = row;
  return {
    ...rest,
    documents: documents.flatMap(({ fileUploadUuid, ...d }) => {
      const upload = uploads.get(fileUploadUuid);
      if (!upload) return [];
      const { uuid, directLink, fileName, mimeType, size } = fileView(app, upload);
      return [{ ...d, fileUpload: { uuid, directLink, fileName, mimeType, size } }];
    }),
  };
};

export const listComplianceActions = async (
  app: AppContext,
  hubUuid: string,
): Promise<ComplianceAction[]> => {
  const rows = await app.rows.findBy<ComplianceActionRecord>(
    'complianceActions',
    'hubUuid',
    hubUuid,
  );
  rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return Promise.all(rows.map((r) => complianceView(app, r)));
};

/** A hub's action; a hub user asking for another hub's gets 404, never its data. */
export const loadAction = async (
  app: AppContext,
  uuid: string,
  hubScope: string | null,
): Promise<ComplianceActionRecord> => {
  const row = await app.rows.get<ComplianceActionRecord>('complianceActions', uuid);
  if (!row || (hubScope !== null && row.hubUuid !== hubScope)) throw notFound();
  return row;
};
