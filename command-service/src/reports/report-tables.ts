import type { HubEventRow, ReportPeriod } from '@cairn/contracts';
import type { HubEventRecord, HubRow } from '@cairn/projection-service';
import type { ReportTable } from './report-workbook';
import type { AppContext } from '../app-context';
import { HUB_EVENT_COLUMNS, csvLine } from '../review/hub-event-export';
import { hubStock } from '../stock/hub-stock.queries';
import { collectorTable } from './collector-table';

const BATCH = 1000;

/** The hub's events created within the period [start, end), removed ones left out, oldest first. */
export const periodHubEvents = async (
  app: AppContext,
  hubUuid: string,
  period: ReportPeriod,
): Promise<HubEventRecord[]> => {
  const lastInstant = new Date(Date.parse(period.end) - 1).toISOString();
  const filters = [
    { field: 'HUB_UUID' as const, operator: 'EQUALS' as const, value: hubUuid },
    {
      field: 'CREATED_AT' as const,
      operator: 'GREATER_THAN_OR_EQUAL' as const,
      value: period.start,
    },
    { field: 'CREATED_AT' as const, operator: 'LESS_THAN_OR_EQUAL' as const, value: lastInstant },
  ];
  const events: HubEventRecord[] = [];
  for (let page = 0; ; page++) {
    const found = await app.rows.search<HubEventRecord>(
      'hubEvents',
      { page, size: BATCH, filters },
      { removed: 'false' },
    );
    events.push(...found.items);
    if ((page + 1) * BATCH >= found.pagination.total || found.items.length === 0) break;
  }
  return events.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
};

/** The data export (COLLECTION_CENTER_WEEKLY_DATA_EXPORT): the period's hub events, and the hub's stock when made. */
export const dataExportTables = async (
  app: AppContext,
  hub: HubRow,
  period: ReportPeriod,
): Promise<ReportTable[]> => {
  const events = await periodHubEvents(app, hub.uuid, period);
  const stock = await hubStock(app, hub.uuid);
  return [
    {
      name: 'Hub events',
      header: HUB_EVENT_COLUMNS.map(([name]) => name),
      rows: events.map((e) => HUB_EVENT_COLUMNS.map(([, cell]) => cell(e as HubEventRow))),
    },
    {
      name: 'Stock',
      header: ['materialType', 'quantity', 'quantityUnit', 'baleCount'],
      rows: stock.map((s) => [s.materialType, s.quantity, s.quantityUnit, s.baleCount]),
    },
  ];
};

/** The collector weekly report (COLLECTOR_WEEKLY_REPORT): per collector, the collections, weights and materials of the week. */
export const collectorTables = async (
  app: AppContext,
  hub: HubRow,
  period: ReportPeriod,
): Promise<ReportTable[]> => [collectorTable(await periodHubEvents(app, hub.uuid, period))];

/** A table as CSV, as the admin export writes it (a BOM so spreadsheets read UTF-8, CRLF lines). */
export const tableCsv = (table: ReportTable): string =>
  `\uFEFF${[csvLine(table.header), ...table.rows.map((row) => csvLine(row))].join('\r\n')}\r\n`;
