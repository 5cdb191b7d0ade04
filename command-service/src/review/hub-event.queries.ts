import type { HubEventRow, Page, PagedSearchRequest } from '@cairn/contracts';
import type { HubEventRecord } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { DomainError } from '../command-handling/domain-error';
import { uploadLink } from '../files/file-links';

/** The row as answered: picture links signed for this moment; internal fields dropped. */
export const hubEventView = (app: AppContext, row: HubEventRecord): HubEventRow => {
  const { pictureUuid: _p, reviewCount: _r, streamId: _s, ...rest } = row;
  // PDFs keep their extension: only /files/<id>.pdf may be framed by the review drawer's viewer.
  const link = (uuid: string, mimeType: string) =>
    uploadLink(app, `/files/${uuid}${mimeType === 'application/pdf' ? '.pdf' : ''}`);
  const picture = row.picture && { ...row.picture, directLink: link(row.picture.uuid, row.picture.mimeType), thumbnailDirectLink: link(row.picture.uuid, row.picture.mimeType) };
  return { ...rest, picture };
};

/** Removed events leave every list unless `includeRemoved` asks for them (the admin's audit view). */
export const searchHubEvents = async (
  app: AppContext, request: PagedSearchRequest, scope?: { hubUuid: string }, includeRemoved = false,
): Promise<Page<HubEventRow>> => {
  const page = await app.rows.search<HubEventRecord>('hubEvents', request, { ...scope, ...(includeRemoved ? {} : { removed: 'false' }) });
  return { ...page, items: page.items.map((row) => hubEventView(app, row)) };
};

export const loadHubEvent = async (app: AppContext, uuid: string): Promise<HubEventRecord> => {
  const row = await app.rows.get<HubEventRecord>('hubEvents', uuid);
  if (!row || row.removed) throw new DomainError(404, 'notFoundMessage');
  return row;
};
