import { deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { PDF_LIMITS, pdfText } from './pdf-text';

/** A one-page PDF around a content stream (compressed or not), as a hand-made or odd program writes it. */
const pdf = (content: string | Buffer, { compress = false } = {}) => {
  const raw = typeof content === 'string' ? Buffer.from(content, 'latin1') : content;
  const body = compress ? deflateSync(raw) : raw;
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n',
    ),
    Buffer.from(
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 9 0 R >> >> >> endobj\n',
    ),
    Buffer.from(
      `4 0 obj << /Length ${body.length}${compress ? ' /Filter /FlateDecode' : ''} >>\nstream\n`,
    ),
    body,
    Buffer.from('\nendstream\nendobj\n'),
    Buffer.from(
      '9 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    ),
  ]);
};

/** A PDF as a weighbridge or laboratory program prints it (pdfkit: compressed streams, standard fonts). */
const printed = (lines: string[]) =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument();
    const parts: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => parts.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    for (const line of lines) doc.text(line);
    doc.end();
  });

const SLIP = [
  'WEIGH SLIP No. 20431',
  'Date 25.11.2026',
  'Gross 14 220 kg',
  'Tare 13 650 kg',
  'Net weight: 570 kg',
];

describe('the text layer of a PDF (pdf.js)', () => {
  it('gives a printed document line by line, as the document readings expect', async () => {
    expect(await pdfText(await printed(SLIP))).toEqual({ lines: SLIP, error: null });
  });

  it('breaks lines where the text moves down, joins pieces of one line, and reads TJ arrays and escapes', async () => {
    const moves =
      'BT /F1 12 Tf 72 700 Td (WEIGH SLIP No. 20431) Tj 0 -14 Td (Net weight: 9 120 kg) Tj 0 -14 Td (Operator \\(shift 2\\)) Tj ET';
    expect((await pdfText(pdf(moves))).lines).toEqual([
      'WEIGH SLIP No. 20431',
      'Net weight: 9 120 kg',
      'Operator (shift 2)',
    ]);
    const pieces =
      'BT /F1 10 Tf 1 0 0 1 50 600 Tm [(Gr) 20 (oss)] TJ 1 0 0 1 50 580 Tm (Net weight:) Tj 1 0 0 1 200 580 Tm [<3537302c35> -600 (kg)] TJ ET';
    expect((await pdfText(pdf(pieces, { compress: true }))).lines).toEqual([
      'Gross',
      'Net weight: 570,5 kg',
    ]);
  });

  it('a PDF with no text (a scan, a drawing) says so, never an empty reading', async () => {
    expect(await pdfText(pdf('0 0 100 100 re f'))).toEqual({
      lines: null,
      error: 'pdfWithoutText',
    });
    expect(await pdfText(await printed([]))).toEqual({ lines: null, error: 'pdfWithoutText' });
  });

  it('a file that is no PDF, or a PDF cut short, is not readable', async () => {
    expect(await pdfText(Buffer.from('not a pdf at all'))).toEqual({
      lines: null,
      error: 'pdfNotReadable',
    });
    expect(await pdfText((await printed(SLIP)).subarray(0, 400))).toEqual({
      lines: null,
      error: 'pdfNotReadable',
    });
  });

  it('a hostile file is stopped, never a crash: too large, too slow, or inflating without bound; the next file is read again', async () => {
    const slip = await printed(SLIP);
    expect(await pdfText(slip, { ...PDF_LIMITS, maxBytes: slip.length - 1 })).toEqual({
      lines: null,
      error: 'pdfNotReadable',
    });
    expect(await pdfText(slip, { ...PDF_LIMITS, timeoutMs: 0 })).toEqual({
      lines: null,
      error: 'pdfNotReadable',
    });
    expect((await pdfText(slip)).lines).toEqual(SLIP);

    // 256 KB that inflate to 256 MB of content stream: stopped once the process has grown by 64 MB.
    const filler = Buffer.alloc(256 * 1024 * 1024, 0x20);
    Buffer.from('BT /F1 12 Tf 72 700 Td (Net weight: 570 kg) Tj ET ').copy(filler);
    const bomb = pdf(filler, { compress: true });
    expect(bomb.length).toBeLessThan(PDF_LIMITS.maxBytes);
    expect(await pdfText(bomb, { ...PDF_LIMITS, maxGrowthBytes: 64 * 1024 * 1024 })).toEqual({
      lines: null,
      error: 'pdfNotReadable',
    });
    expect((await pdfText(slip)).lines).toEqual(SLIP);
  }, 30_000);
});
