import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseToUnicode, pdfText } from './pdf-text';

/** A one-page PDF around a content stream (compressed or not), with extra objects from 5 on. */
const pdf = (content: string, { compress = false, font = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>', extra = [] as string[] } = {}) => {
  const body = compress ? deflateSync(Buffer.from(content, 'latin1')) : Buffer.from(content, 'latin1');
  const parts = [
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n'),
    Buffer.from('3 0 obj << /Type /Page /Parent 2 0 R /Contents 4 0 R /Resources << /Font << /F1 9 0 R >> >> >> endobj\n'),
    Buffer.from(`4 0 obj << /Length ${body.length}${compress ? ' /Filter /FlateDecode' : ''} >>\nstream\n`), body, Buffer.from('\nendstream\nendobj\n'),
    ...extra.map((o, i) => Buffer.from(`${5 + i} 0 obj ${o} endobj\n`)),
    Buffer.from(`9 0 obj ${font} endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
  ];
  return Buffer.concat(parts);
};

describe('the text layer of a PDF', () => {
  it('reads Tj lines of a plain stream, with escapes, and breaks lines where the text moves down', () => {
    const content = 'BT /F1 12 Tf 72 700 Td (WEIGH SLIP No. 20431) Tj 0 -14 Td (Net weight: 9 120 kg) Tj 0 -14 Td (Operator \\(shift 2\\)) Tj ET';
    expect(pdfText(pdf(content))).toEqual({ lines: ['WEIGH SLIP No. 20431', 'Net weight: 9 120 kg', 'Operator (shift 2)'], error: null });
  });

  it('reads a FlateDecode stream with TJ arrays (kerning is no space; a wide gap is) and hex strings', () => {
    const content = 'BT /F1 10 Tf 1 0 0 1 50 600 Tm [(Gr) 20 (oss)] TJ 1 0 0 1 50 580 Tm [<4e6574> -600 <3537302c35206b67>] TJ ET';
    expect(pdfText(pdf(content, { compress: true })).lines).toEqual(['Gross', 'Net 570,5 kg']);
  });

  it('maps a font\'s codes through its ToUnicode map (an embedded subset font)', () => {
    const cmap = '/CIDInit /ProcSet findresource begin begincmap 1 begincodespacerange <00> <ff> endcodespacerange 2 beginbfchar <01> <004D> <02> <0025> endbfchar 1 beginbfrange <10> <19> <0030> endbfrange endcmap end';
    const content = 'BT /F1 12 Tf 72 700 Td <0111121502> Tj ET'; // M 1 2 5 %
    const font = '<< /Type /Font /Subtype /TrueType /ToUnicode 5 0 R >>';
    expect(pdfText(pdf(content, { font, extra: [`<< /Length ${cmap.length} >>\nstream\n${cmap}\nendstream`] })).lines).toEqual(['M125%']);
  });

  it('a PDF with no text (a scan, a drawing) and a file that is no PDF say why, never an empty reading', () => {
    expect(pdfText(pdf('0 0 100 100 re f'))).toEqual({ lines: null, error: 'pdfWithoutText' });
    expect(pdfText(Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'))).toEqual({ lines: null, error: 'pdfWithoutText' });
    expect(pdfText(Buffer.from('not a pdf at all'))).toEqual({ lines: null, error: 'pdfNotReadable' });
  });

  it('a bfrange to a list of names (ligatures), with spaces inside the hex', () => {
    const { map, bytes } = parseToUnicode('1 begincodespacerange <0000><ffff> endcodespacerange 1 beginbfrange <0000> <0002> [<0043> <0066 0069> <0020>] endbfrange');
    expect(bytes).toBe(2);
    expect([...map.values()]).toEqual(['C', 'fi', ' ']);
  });

  it('hostile or broken content gives a reason, never a crash: a TJ without its array, a compression bomb', () => {
    expect(pdfText(pdf('BT /F1 12 Tf 5 TJ (Net 570 kg) Tj ET')).lines).toEqual(['Net 570 kg']);
    const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20));
    const file = Buffer.concat([Buffer.from(`%PDF-1.4\n4 0 obj << /Length ${bomb.length} /Filter /FlateDecode >>\nstream\n`), bomb, Buffer.from('\nendstream\nendobj\n%%EOF\n')]);
    expect(pdfText(file)).toEqual({ lines: null, error: 'pdfWithoutText' });
  });
});
