import { createHash } from 'node:crypto';
import sharp from 'sharp';
import phash from 'sharp-phash';
import phashDistance from 'sharp-phash/distance';

/**
 * A picture's fingerprint: its content hash, the perceptual hash of sharp-phash (DCT of a 32×32 grey
 * copy; 64 bits as 16 hex digits) and an 8×8 colour thumbnail (192 bytes as hex). The perceptual hash
 * finds candidates; the thumbnail tells two bags of other colours on the same scale apart, which
 * a grey 64-bit hash does not; a 48×48 grey detail thumbnail tells two readings of one scale apart
 * (docs/decisions.md, "Automatic review"). Thumbnails are made without JPEG shrink-on-load, whose
 * DCT scaling moves edges by a pixel between a picture and its re-encoded copy.
 */
export interface PictureHashes { sha256: string; perceptualHash: string; colorHash: string; detailHash: string }

/** The detail thumbnail: 48×48 grey, compared block by block (4×4) with a one-pixel shift allowed. */
const DETAIL = 48;
const NORMAL = 256;
const BLOCK = 4;

const toHex = (bits: string): string => BigInt(`0b${bits}`).toString(16).padStart(16, '0');
const toBits = (hex: string): string => BigInt(`0x${hex}`).toString(2).padStart(64, '0');

export const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** Throws when the bytes are not a picture sharp can decode (the caller records it as a failure). */
export const hashPicture = async (image: Buffer): Promise<PictureHashes> => {
  // One decode, at full size (no JPEG shrink-on-load), to a 256×256 copy every hash starts from:
  // a picture and its re-encoded or resized copy then hash from nearly the same pixels.
  const { data, info } = await sharp(image).rotate().removeAlpha().resize(NORMAL, NORMAL, { fit: 'fill', fastShrinkOnLoad: false })
    .raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [thumbnail, detail, bits] = await Promise.all([
    sharp(data, raw).resize(8, 8, { fit: 'fill' }).raw().toBuffer(),
    sharp(data, raw).greyscale().resize(DETAIL, DETAIL, { fit: 'fill' }).raw().toBuffer(),
    phash(data, raw),
  ]);
  return { sha256: sha256Of(image), perceptualHash: toHex(bits), colorHash: thumbnail.toString('hex'), detailHash: detail.toString('base64') };
};

/** How many of the 64 bits differ between two perceptual hashes. */
export const hashDistance = (a: string, b: string): number => phashDistance(toBits(a), toBits(b));

/** The mean absolute difference of two colour thumbnails, 0 (same) to 255. */
export const colorDistance = (a: string, b: string): number => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  if (x.length !== y.length || x.length === 0) return 255;
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
};

/** Each pixel's difference to the closest of its neighbours (±1 px) in the other thumbnail. */
const nearest = (a: Buffer, b: Buffer): Float64Array => {
  const out = new Float64Array(DETAIL * DETAIL);
  for (let y = 0; y < DETAIL; y++) {
    for (let x = 0; x < DETAIL; x++) {
      let least = 255;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy >= 0 && xx >= 0 && yy < DETAIL && xx < DETAIL) least = Math.min(least, Math.abs(a[y * DETAIL + x] - b[yy * DETAIL + xx]));
        }
      }
      out[y * DETAIL + x] = least;
    }
  }
  return out;
};

/**
 * How far two detail thumbnails are in their most different 4×4 block (mean grey difference, 0–255),
 * a pixel's shift forgiven: a copy differs a little everywhere, another reading a lot in a few blocks.
 */
export const detailDistance = (first: string, second: string): number => {
  const a = Buffer.from(first, 'base64');
  const b = Buffer.from(second, 'base64');
  if (a.length !== DETAIL * DETAIL || b.length !== a.length) return 255;
  const ab = nearest(a, b);
  const ba = nearest(b, a);
  let worst = 0;
  for (let by = 0; by < DETAIL; by += BLOCK) {
    for (let bx = 0; bx < DETAIL; bx += BLOCK) {
      let sum = 0;
      for (let y = by; y < by + BLOCK; y++) for (let x = bx; x < bx + BLOCK; x++) sum += Math.max(ab[y * DETAIL + x], ba[y * DETAIL + x]);
      worst = Math.max(worst, sum / (BLOCK * BLOCK));
    }
  }
  return worst;
};
