import sharp from 'sharp';
import { printedPdf } from '../../command-service/test/harness/auto-review.fixtures';
import { seeded } from './scale-pictures';

/**
 * V1's weigh slips: printed tickets with a known net weight, as a photographed slip (an SVG rendered
 * with sharp) and as a PDF (pdfkit), with the thousands and decimal separators weighbridges print.
 */
export interface Slip {
  net: number;
  lines: string[];
}

const COMPANIES = [
  'RHEIN WAAGE GMBH',
  'PUNE WEIGHBRIDGE CO.',
  'BANDUNG TIMBANG',
  'MINAS BALANCAS LTDA',
];
const PAPERS = ['#ffffff', '#fbf8ef', '#f4f4f0', '#fffdf6'];

const printed = (value: number, style: number): string => {
  const [whole, decimals] = value.toFixed(1).split('.');
  const group = (sep: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  if (style === 0) return `${group(',')}.${decimals}`; // 12,340.5
  if (style === 1) return `${group('.')},${decimals}`; // 12.340,5
  if (style === 2) return `${whole}`.concat(decimals === '0' ? '' : `.${decimals}`); // 12340 or 12340.5
  return `${group(' ')},${decimals}`; // 12 340,5
};

export const slipsOf = (count: number, seed: number): Slip[] => {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, i) => {
    const tare = Math.round(2_000 + random() * 12_000);
    const net = Math.round((100 + random() * 25_000) * (random() < 0.5 ? 1 : 10)) / 10;
    const style = Math.floor(random() * 4);
    const day = 1 + Math.floor(random() * 27);
    return {
      net,
      lines: [
        COMPANIES[i % COMPANIES.length],
        `WEIGH SLIP No. ${String(10_000 + Math.floor(random() * 89_999))}`,
        `Date: 2026-03-${String(day).padStart(2, '0')} 10:${String(10 + (i % 50)).padStart(2, '0')}`,
        `Vehicle: MH12 AB ${1000 + ((i * 37) % 9000)}`,
        `Gross: ${printed(net + tare, style)} kg`,
        `Tare: ${printed(tare, style)} kg`,
        `Net: ${printed(net, style)} kg`,
      ],
    };
  });
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The slip as a photo would show it: a paper ticket on a desk, a little askew (up to 3°). */
export const slipPicture = (slip: Slip, i: number): Promise<Buffer> => {
  const size = 22 + (i % 5) * 2;
  const height = 120 + slip.lines.length * size * 1.6;
  const text = slip.lines
    .map(
      (line, k) =>
        `<text x="60" y="${90 + k * size * 1.6}" font-family="DejaVu Sans Mono" font-size="${size}" fill="#1b1b1b">${escape(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="760" height="${height + 60}">
    <rect width="100%" height="100%" fill="#8a7a66"/>
    <rect x="30" y="30" width="700" height="${height}" fill="${PAPERS[i % PAPERS.length]}"/>${text}</svg>`;
  return sharp(Buffer.from(svg))
    .rotate((i % 7) - 3, { background: '#8a7a66' })
    .jpeg({ quality: 80 })
    .toBuffer();
};

/** The slip as the weighbridge's software exports it. */
export const slipPdf = (slip: Slip): Promise<Buffer> =>
  printedPdf(slip.lines, { name: 'Courier', size: 12 });
