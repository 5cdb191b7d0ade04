import type { CollectorView, Page, PagedSearchRequest, TrackedItemView } from '@cairn/contracts';
import type { CollectorRow, HubRow, TrackedItemRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { DomainError } from '../command-handling/domain-error';
import { identityUrl, qrCodeLink } from '../files/qr-code.routes';

/** The spec's kinds on the wire; the read models and QR links name them so too. */
export type TrackedKind = 'collector' | 'trackedItem';
type RowOf<K extends TrackedKind> = K extends 'collector' ? CollectorRow : TrackedItemRow;
type ViewOf<K extends TrackedKind> = K extends 'collector' ? CollectorView : TrackedItemView;
const MODEL: Record<TrackedKind, string> = { collector: 'collectors', trackedItem: 'trackedItems' };
/** An export reads every match, this many rows at a time. */
const EXPORT_BATCH = 1000;

/** The row as answered: its hub's name (read now, so a renamed hub shows its new name) and signed links. */
const viewsOf = async <K extends TrackedKind>(
  app: AppContext,
  kind: K,
  rows: Array<RowOf<K>>,
): Promise<Array<ViewOf<K>>> => {
  const hubs = await app.rows.getMany<HubRow>('hubs', [...new Set(rows.map((r) => r.hubUuid))]);
  // Only the list's fields: a defined collector's identity papers stay in the hub app.
  return rows.map(
    (row) =>
      ({
        uuid: row.uuid,
        trackingNumber: row.trackingNumber,
        type: row.type,
        state: row.state,
        createdAt: row.createdAt,
        ...('name' in row ? { name: row.name } : {}),
        trackingUrl: identityUrl(app, kind, row.uuid),
        qrCode: { directLink: qrCodeLink(app, kind, row.uuid) },
        company: { uuid: row.hubUuid, name: hubs.get(row.hubUuid)?.name ?? '' },
      }) as ViewOf<K>,
  );
};

export const searchTracked = async <K extends TrackedKind>(
  app: AppContext,
  kind: K,
  request: PagedSearchRequest,
): Promise<Page<ViewOf<K>>> => {
  const page = await app.rows.search<RowOf<K>>(MODEL[kind], request);
  return { ...page, items: await viewsOf(app, kind, page.items) };
};

/** One collector or tracked item; a hub user sees only their own hub's (404 otherwise). */
export const loadTracked = async <K extends TrackedKind>(
  app: AppContext,
  kind: K,
  uuid: string,
  hubUuid: string | null,
): Promise<ViewOf<K>> => {
  const row = await app.rows.get<RowOf<K>>(MODEL[kind], uuid);
  if (!row || (hubUuid !== null && row.hubUuid !== hubUuid))
    throw new DomainError('notFound', 'notFoundMessage');
  return (await viewsOf(app, kind, [row]))[0];
};

const csvCell = (v: string | null) => {
  const text = v ?? '';
  // Quote always; a leading = + - @ would run as a formula in a spreadsheet, so it gets a quote mark.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** CSV of the tracking numbers matching the filters, in list order (Document 2 §2). */
export const exportTracked = async (
  app: AppContext,
  kind: TrackedKind,
  request: PagedSearchRequest,
): Promise<{ content: string; fileName: string }> => {
  const items: Array<CollectorView | TrackedItemView> = [];
  for (let page = 0; ; page += 1) {
    const batch = await searchTracked(app, kind, { ...request, page, size: EXPORT_BATCH });
    items.push(...batch.items);
    if (batch.items.length < EXPORT_BATCH || items.length >= batch.pagination.total) break;
  }
  const header = [
    'trackingNumber',
    'type',
    'state',
    ...(kind === 'collector' ? ['name'] : []),
    'company',
    'trackingUrl',
  ];
  const lines = items.map((item) =>
    [
      item.trackingNumber,
      item.type,
      item.state,
      ...('name' in item ? [item.name] : []),
      item.company.name,
      item.trackingUrl,
    ]
      .map(csvCell)
      .join(','),
  );
  const day = app.now().toISOString().slice(0, 10);
  return {
    content: [header.join(','), ...lines].join('\r\n') + '\r\n',
    fileName: `${MODEL[kind]}-${day}.csv`,
  };
};
