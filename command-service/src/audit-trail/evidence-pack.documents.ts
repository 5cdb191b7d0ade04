import { roundQuantity } from '@cairn/contracts';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { HubEventRecord } from '@cairn/projection-service';

const COLUMNS: ReadonlyArray<[string, (e: HubEventRecord) => string | number | null]> = [
  ['uuid', (e) => e.uuid],
  ['type', (e) => e.type],
  ['status', (e) => e.status],
  ['removed', (e) => (e.removed ? 'yes' : 'no')],
  ['createdAt', (e) => e.createdAt],
  ['weighedAt', (e) => e.weighedAt],
  ['materialType', (e) => e.materialType],
  ['weight', (e) => e.weight],
  ['quantityUnit', (e) => e.quantityUnit],
  ['createdBy', (e) => `${e.createdBy.firstName} ${e.createdBy.lastName}`],
  ['anomalies', (e) => e.anomalies.join(' ')],
  ['reviewComment', (e) => e.review?.comment ?? null],
];

/** The period's hub events as a spreadsheet (the CSV's rows, removed ones marked, not left out). */
export const hubEventsXlsx = async (events: HubEventRecord[]): Promise<Uint8Array> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Hub events');
  sheet.addRow(COLUMNS.map(([name]) => name)).font = { bold: true };
  for (const event of events) sheet.addRow(COLUMNS.map(([, cell]) => cell(event)));
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return new Uint8Array(await book.xlsx.writeBuffer());
};

export interface PackSummary {
  hubName: string;
  hubUuid: string;
  from: string;
  to: string;
  createdAt: string;
  chainHead: string | null;
  events: HubEventRecord[];
  pictures: number;
  lineages: number;
  provenEvents: number;
}

const totals = (events: HubEventRecord[]) => {
  const byType = new Map<string, { count: number; weight: number }>();
  for (const e of events.filter((x) => !x.removed)) {
    const t = byType.get(e.type) ?? { count: 0, weight: 0 };
    byType.set(e.type, { count: t.count + 1, weight: t.weight + e.weight });
  }
  return [...byType].sort(([a], [b]) => a.localeCompare(b));
};

/** A human-readable summary of the pack (PDF): what period, what it holds, and how to check it. */
export const summaryPdf = (s: PackSummary): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `Evidence pack ${s.hubName}`, Producer: 'Cairn' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.fontSize(20).text('Cairn evidence pack');
    doc.moveDown(0.5).fontSize(12).text(`Hub: ${s.hubName} (${s.hubUuid})`);
    doc.text(`Period: ${s.from} to ${s.to}`);
    doc.text(`Made: ${s.createdAt}`);
    doc.moveDown().fontSize(14).text('Hub events of the period');
    doc.fontSize(11);
    for (const [type, t] of totals(s.events))
      doc.text(`${type}: ${t.count} events, ${roundQuantity(t.weight)} kg or l`);
    const removed = s.events.filter((e) => e.removed).length;
    const flagged = s.events.filter(
      (e) => e.status === 'FLAGGED' || e.status === 'AUTO_FLAGGED',
    ).length;
    const pending = s.events.filter((e) => e.status === 'PENDING' && !e.removed).length;
    doc.text(`Removed: ${removed}; flagged: ${flagged}; waiting for review: ${pending}`);
    doc.moveDown().fontSize(14).text('Contents');
    doc
      .fontSize(11)
      .text(
        `hub-events.csv and hub-events.xlsx: ${s.events.length} events; pictures/: ${s.pictures} files; reviews.json; lineage/: ${s.lineages} graphs of the period's outputs; proof.json: ${s.provenEvents} stored events with their hashes; manifest.json: the SHA-256 of every file.`,
      );
    doc.moveDown().fontSize(14).text('Tamper evidence');
    doc.fontSize(11).text(`Global chain head (npm run verify): ${s.chainHead ?? 'not sealed yet'}`);
    doc.text(
      'Check this pack offline with: npm run verify-pack -- <pack.zip> (every file against the manifest, every event against its hash chain). Compare the chain head with the one published by the operator.',
    );
    doc.end();
  });
