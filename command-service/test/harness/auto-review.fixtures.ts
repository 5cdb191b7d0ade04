import PDFDocument from 'pdfkit';
import type { HubEventRow } from '@cairn/contracts';
import type { TestApp } from './test-app';

/** A PDF as a weighbridge or laboratory program prints it (pdfkit: compressed streams, standard fonts). */
export const printedPdf = (lines: readonly string[], font?: { name: string; size: number }) =>
  new Promise<Buffer>((resolve, reject) => {
    const doc = font
      ? new PDFDocument({ size: 'A5' }).font(font.name).fontSize(font.size)
      : new PDFDocument();
    const parts: Buffer[] = [];
    doc
      .on('data', (chunk: Buffer) => parts.push(chunk))
      .on('end', () => resolve(Buffer.concat(parts)))
      .on('error', reject);
    for (const line of lines) doc.text(line);
    doc.end();
  });

/** The hub event once the worker has reviewed it (the admin list's row, with `autoReview`). */
export const autoReviewed = async (t: TestApp, uuid: string): Promise<HubEventRow> => {
  const filters = encodeURIComponent(
    JSON.stringify([{ field: 'UUID', operator: 'EQUALS', value: uuid }]),
  );
  for (let i = 0; i < 150; i++) {
    const [row] = (
      await t.call('GET', `/api/admin/hubEvents?filters=${filters}`, { token: t.adminToken })
    ).body.items as HubEventRow[];
    if (row?.autoReview) return row;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`hub event ${uuid} was not reviewed`);
};
