import type {
  AnomalyTag,
  AutoReviewFinding,
  HubEventRow,
  Page,
  PagedSearchRequest,
} from '@cairn/contracts';
import type { HubEventRecord, HubRow } from '@cairn/projection-service';
import { forHubOperators } from '../auto-review/auto-review.hub-view';
import type { AppContext } from '../app-context';
import { DomainError } from '../command-handling/domain-error';
import { uploadLink } from '../files/file-links';

/** The row as answered: picture links signed for this moment; internal fields dropped. */
export const hubEventView = (app: AppContext, row: HubEventRecord): HubEventRow => {
  const {
    pictureUuid: _p,
    reviewCount: _r,
    streamId: _s,
    transporterPictureUuid: _t,
    createdByUuid: _c,
    ...rest
  } = row;
  // PDFs keep their extension: only /files/<id>.pdf may be framed by the review drawer's viewer.
  const link = (uuid: string, mimeType: string) =>
    uploadLink(app, `/files/${uuid}${mimeType === 'application/pdf' ? '.pdf' : ''}`);
  const picture = row.picture && {
    ...row.picture,
    directLink: link(row.picture.uuid, row.picture.mimeType),
    thumbnailDirectLink: link(row.picture.uuid, row.picture.mimeType),
  };
  const secondPicture = row.secondPicture && {
    ...row.secondPicture,
    directLink: link(row.secondPicture.uuid, row.secondPicture.mimeType),
    thumbnailDirectLink: link(row.secondPicture.uuid, row.secondPicture.mimeType),
  };
  return {
    ...rest,
    picture,
    secondPicture,
    ...withDuplicateLinks(rest, (uuid) => link(uuid, 'image/jpeg')),
  };
};

/** A duplicate finding shows both pictures: the earlier one's link is signed here, like the row's own. */
const withDuplicateLinks = (
  row: Pick<HubEventRecord, 'review' | 'autoReview'>,
  link: (uuid: string) => string,
) => {
  const linked = (findings: AutoReviewFinding[] = []) =>
    findings.map((f) =>
      f.evidence.duplicateOfPictureUuid
        ? {
            ...f,
            evidence: {
              ...f.evidence,
              duplicateOfPictureLink: link(f.evidence.duplicateOfPictureUuid),
            },
          }
        : f,
    );
  return {
    review: row.review && { ...row.review, findings: linked(row.review.findings) },
    autoReview: row.autoReview && { ...row.autoReview, findings: linked(row.autoReview.findings) },
  };
};

/** Removed events leave every list unless `includeRemoved` asks for them (the admin's audit view). */
export const searchHubEvents = async (
  app: AppContext,
  request: PagedSearchRequest,
  scope?: { hubUuid: string },
  includeRemoved = false,
): Promise<Page<HubEventRow>> => {
  const page = await app.rows.search<HubEventRecord>('hubEvents', request, {
    ...scope,
    ...(includeRemoved ? {} : { removed: 'false' }),
  });
  if (!scope) return { ...page, items: page.items.map((row) => hubEventView(app, row)) };
  const hub = await app.rows.get<{ eventAppReviewTags?: AnomalyTag[] }>('hubs', scope.hubUuid);
  return {
    ...page,
    items: page.items.map((row) =>
      forHubOperators(hubEventView(app, row), hub?.eventAppReviewTags ?? []),
    ),
  };
};

export const loadHubEvent = async (app: AppContext, uuid: string): Promise<HubEventRecord> => {
  const row = await app.rows.get<HubEventRecord>('hubEvents', uuid);
  if (!row || row.removed) throw new DomainError('notFound', 'notFoundMessage');
  return row;
};

/** A hub user's own hub event, as its notifications link to it (issue 15); another hub's is 404. */
export const ownHubEvent = async (
  app: AppContext,
  hubUuid: string,
  uuid: string,
): Promise<HubEventRow> => {
  const row = await loadHubEvent(app, uuid);
  if (row.hubUuid !== hubUuid) throw new DomainError('notFound', 'notFoundMessage');
  // The hub sees the review tags it shows in its app (eventAppReviewTags), as its notification did.
  const shown = (await app.rows.get<HubRow>('hubs', hubUuid))?.eventAppReviewTags ?? [];
  const view = hubEventView(app, row);
  return {
    ...view,
    anomalies: view.anomalies.filter((a) => shown.includes(a)),
    review: view.review && {
      ...view.review,
      tags: view.review.tags.filter((a) => shown.includes(a)),
    },
  };
};
