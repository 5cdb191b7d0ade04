import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { FileUploadRow } from '@cairn/projection-service';

/** The picture types sharp reads and writes again as they came (GIF and HEIC are served as uploaded). */
export const WATERMARKABLE = ['image/jpeg', 'image/png', 'image/webp'];

/** What is stamped on a picture: where the device was and when the picture reached Cairn. */
export interface WatermarkStamp {
  latitude: number | null;
  longitude: number | null;
  at: string;
}

export const watermarkText = ({ latitude, longitude, at }: WatermarkStamp): string => {
  const place =
    latitude === null || longitude === null
      ? 'Position unknown'
      : `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
  return `${place} · ${at.slice(0, 16).replace('T', ' ')} UTC`;
};

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A dark band along the bottom with the stamp in white, as wide as the picture. */
const overlay = (width: number, height: number, text: string): Buffer => {
  const band = Math.max(18, Math.round(Math.min(width, height) * 0.06));
  const font = Math.round(band * 0.6);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect x="0" y="${height - band}" width="${width}" height="${band}" fill="#000" fill-opacity="0.6"/>` +
      `<text x="${Math.round(band / 3)}" y="${height - Math.round(band * 0.3)}" font-family="DejaVu Sans, sans-serif" ` +
      `font-size="${font}" fill="#fff">${escapeXml(text)}</text></svg>`,
  );
};

/**
 * The picture as it is shown, with the stamp composited on it, in the original's format. The original
 * (and its sha256) stays as uploaded: the stamp is drawn on a copy.
 */
export const watermarkPicture = async (content: Buffer, stamp: WatermarkStamp): Promise<Buffer> => {
  // Turned upright first, so the band lies along the bottom the viewer sees.
  const upright = await sharp(content).rotate().toBuffer({ resolveWithObject: true });
  const { width, height, format } = upright.info;
  return sharp(upright.data)
    .composite([{ input: overlay(width, height, watermarkText(stamp)), top: 0, left: 0 }])
    .toFormat(format as keyof sharp.FormatEnum, format === 'jpeg' ? { quality: 90 } : {})
    .toBuffer();
};

/** Watermarked copies are made on first view and kept in memory (bounded): uploads never change. */
const copies = new LRUCache<string, Buffer>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (b) => b.length,
});

export const watermarkedCopy = async (row: FileUploadRow, content: Buffer): Promise<Buffer> => {
  const cached = copies.get(row.uuid);
  if (cached) return cached;
  try {
    const copy = await watermarkPicture(content, {
      latitude: row.latitude,
      longitude: row.longitude,
      at: row.uploadedAt,
    });
    copies.set(row.uuid, copy);
    return copy;
  } catch {
    // Bytes that pass as a picture but do not decode: no viewer can show them stamped or not.
    return content;
  }
};
