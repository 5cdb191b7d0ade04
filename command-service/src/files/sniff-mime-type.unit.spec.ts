import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { picture } from '../../test/harness/fixtures';
import { sniffMimeType } from './sniff-mime-type';

const pdfkitPdf = () =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument();
    const parts: Buffer[] = [];
    doc.on('data', (p: Buffer) => parts.push(p));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.text('Waybill 17');
    doc.end();
  });
const SCRIPT = Buffer.from('<script>alert(document.cookie)</script>');

describe('uploads are judged by their whole content (issue 33)', () => {
  it('takes pictures that decode, whatever their name says', async () => {
    expect(await sniffMimeType(await picture('scale-display-12-5-kg.png'))).toBe('image/png');
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#884422' },
    })
      .jpeg()
      .toBuffer();
    expect(await sniffMimeType(jpeg)).toBe('image/jpeg');
    const webp = await sharp(jpeg).webp().toBuffer();
    expect(await sniffMimeType(webp)).toBe('image/webp');
  });
  it('refuses an image header followed by a script, and a cut-off picture', async () => {
    const png = await picture('scale-display-12-5-kg.png');
    expect(await sniffMimeType(Buffer.concat([png.subarray(0, 33), SCRIPT]))).toBeNull();
    expect(await sniffMimeType(Buffer.concat([png.subarray(0, 8), SCRIPT]))).toBeNull();
    const jpeg = await sharp({
      create: {
        width: 640,
        height: 480,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();
    expect(await sniffMimeType(jpeg.subarray(0, jpeg.length / 2))).toBeNull();
    expect(
      await sniffMimeType(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), SCRIPT])),
    ).toBeNull();
  });
  it('takes a PDF with its structure, refuses a PDF header alone or before a script', async () => {
    expect(await sniffMimeType(await pdfkitPdf())).toBe('application/pdf');
    expect(
      await sniffMimeType(Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')),
    ).toBe('application/pdf');
    expect(await sniffMimeType(Buffer.from('%PDF-1.4\n%%EOF'))).toBeNull();
    expect(await sniffMimeType(Buffer.concat([Buffer.from('%PDF-1.7\n'), SCRIPT]))).toBeNull();
  });
  it('takes videos by their container box (no video decoder here)', async () => {
    const box = (brand: string) =>
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`), Buffer.alloc(64)]);
    expect(await sniffMimeType(box('isom'))).toBe('video/mp4');
    expect(await sniffMimeType(box('qt  '))).toBe('video/quicktime');
  });
  it('refuses what is no picture, PDF or video', async () => {
    expect(await sniffMimeType(SCRIPT)).toBeNull();
    expect(await sniffMimeType(Buffer.from('GIF89a'))).toBeNull();
    expect(await sniffMimeType(Buffer.alloc(0))).toBeNull();
  });
});
