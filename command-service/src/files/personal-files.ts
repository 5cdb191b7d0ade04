import { type SecurityRole, readsPersonalData } from '@cairn/contracts';
import type { CollectorRow, FileUploadRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { DomainError } from '../command-handling/domain-error';

/** True when the upload is a collector's ID-document picture (personal data, issue 33). */
export const isIdDocument = async (app: AppContext, row: FileUploadRow): Promise<boolean> => {
  // An ID picture is a hub's own upload (collector.decider), named by one of its collectors.
  if (!row.hubUuid) return false;
  const named = await app.rows.findBy<CollectorRow>(
    'collectors',
    'idDocumentFileUploadUuid',
    row.uuid,
  );
  return named.some((c) => c.hubUuid === row.hubUuid);
};

/**
 * An ID-document picture opens only for a role that reads personal data; to another it does not
 * exist (404, as another hub's file). Links the server makes for itself (no reader) stay open.
 */
export const mustMayOpen = async (
  app: AppContext,
  row: FileUploadRow,
  reader: SecurityRole | null,
): Promise<{ personal: boolean }> => {
  const personal = await isIdDocument(app, row);
  if (personal && reader !== null && !readsPersonalData(reader))
    throw new DomainError('notFound', 'notFoundMessage');
  return { personal };
};
