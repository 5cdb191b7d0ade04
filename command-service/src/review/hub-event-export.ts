import { type HubEventRow, type SearchFilter, findingSentence } from '@cairn/contracts';
import type { HubEventRecord } from '@cairn/projection-service';
import type { AppContext } from '../app-context';

const BATCH = 1000;

/** One CSV cell: quoted when needed; text that a spreadsheet would run as a formula is defused. */
export const csvCell = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
export const csvLine = (cells: ReadonlyArray<string | number | null | undefined>) =>
  cells.map(csvCell).join(',');

export const HUB_EVENT_COLUMNS: ReadonlyArray<
  [string, (e: HubEventRow) => string | number | null]
> = [
  ['uuid', (e) => e.uuid],
  ['type', (e) => e.type],
  ['status', (e) => e.status],
  ['createdAt', (e) => e.createdAt],
  ['weighedAt', (e) => e.weighedAt],
  ['hub', (e) => e.company.name],
  ['city', (e) => e.company.city],
  ['country', (e) => e.company.country],
  ['registrationUnit', (e) => e.registrationUnit],
  ['materialType', (e) => e.materialType],
  ['weight', (e) => e.weight],
  ['quantityUnit', (e) => e.quantityUnit],
  ['createdBy', (e) => `${e.createdBy.firstName} ${e.createdBy.lastName}`],
  ['collectorTrackingNumber', (e) => e.collectorTrackingNumber],
  ['licensePlate', (e) => e.licensePlate],
  ['anomalies', (e) => e.anomalies.join(' ')],
  ['reviewComment', (e) => e.review?.comment ?? null],
  ['autoReview', (e) => e.autoReview?.outcome ?? null],
  ['autoReviewTags', (e) => e.autoReview?.tags.join(' ') ?? null],
  ['autoReviewFindings', (e) => e.autoReview?.findings.map(findingSentence).join(' ') ?? null],
];

/** Every event matching the filters (all pages), as CSV with a header line; removed events stay out. */
export const exportHubEvents = async (
  app: AppContext,
  filters: SearchFilter[],
): Promise<string> => {
  const lines = [csvLine(HUB_EVENT_COLUMNS.map(([name]) => name))];
  for (let page = 0; ; page++) {
    const found = await app.rows.search<HubEventRecord>(
      'hubEvents',
      { page, size: BATCH, filters },
      { removed: 'false' },
    );
    for (const row of found.items)
      lines.push(csvLine(HUB_EVENT_COLUMNS.map(([, cell]) => cell(row))));
    if ((page + 1) * BATCH >= found.pagination.total || found.items.length === 0) break;
  }
  return `${lines.join('\r\n')}\r\n`;
};
