import { createHash } from 'node:crypto';
import sharp from 'sharp';
import phash from 'sharp-phash';
import phashDistance from 'sharp-phash/distance';

/**
 * A picture's fingerprint: its content hash, the perceptual hash of sharp-phash (DCT of a 32×32 grey
 * copy; 64 bits as 16 hex digits) and an 8×8 colour thumbnail (192 bytes as hex). The perceptual hash
 * finds candidates; the thumbnail tells two bags of other colours on the same scale apart, which
 * a grey 64-bit hash does not (docs/decisions.md, "Automatic review").
 */
export interface PictureHashes { sha256: string; perceptualHash: string; colorHash: string }

const toHex = (bits: string): string => BigInt(`0b${bits}`).toString(16).padStart(16, '0');
const toBits = (hex: string): string => BigInt(`0x${hex}`).toString(2).padStart(64, '0');

export const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** Throws when the bytes are not a picture sharp can decode (the caller records it as a failure). */
export const hashPicture = async (image: Buffer): Promise<PictureHashes> => {
  const thumbnail = await sharp(image).rotate().removeAlpha().resize(8, 8, { fit: 'fill' }).raw().toBuffer();
  return { sha256: sha256Of(image), perceptualHash: toHex(await phash(image)), colorHash: thumbnail.toString('hex') };
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
