import { createHash } from 'node:crypto';
import sharp from 'sharp';
import phash from 'sharp-phash';
import phashDistance from 'sharp-phash/distance';
import { defined } from '@cairn/contracts';

/**
 * A picture's fingerprint: its content hash, the perceptual hash of sharp-phash (DCT of a 32×32 grey
 * copy; 64 bits as 16 hex digits) and an 8×8 colour thumbnail (192 bytes as hex). The perceptual hash
 * finds candidates; the thumbnail tells two bags of other colours on the same scale apart, which
 * a grey 64-bit hash does not; a 48×48 grey detail thumbnail tells two readings of one scale apart
 * (docs/decisions.md, "Automatic review"). Thumbnails are made without JPEG shrink-on-load, whose
 * DCT scaling moves edges by a pixel between a picture and its re-encoded copy.
 *
 * The hashes are of the picture's centre, CENTRE_INSET of each side left out, so that a copy cropped
 * by a few per cent still holds that region. A picture is also looked at with other insets (its
 * `looks`, computed when it is reviewed, never stored): a copy cropped by c shows the original's centre
 * at inset (CENTRE_INSET − c) / (1 − 2c) of its own size, and an original shows a cropped copy's centre
 * at about CENTRE_INSET + 0.88 c; one of the looks then hashes the same pixels as the stored fingerprint.
 */
export interface PictureLook {
  inset: number;
  perceptualHash: string;
  colorHash: string;
  detailHash: string;
}
export interface PictureHashes {
  sha256: string;
  perceptualHash: string;
  colorHash: string;
  detailHash: string;
}

/** The share of each side the stored fingerprint leaves out. */
export const CENTRE_INSET = 0.06;
/** The insets a picture is looked at: 0 to 12 % by 0.5 % (symmetric crops up to about 6 % each side). */
export const LOOK_INSETS: readonly number[] = Array.from({ length: 25 }, (_, i) => i / 200);

/** The detail thumbnail: 48×48 grey, compared block by block (4×4) with a one-pixel shift allowed. */
const DETAIL = 48;
/** The decoded picture is first brought to this square size, so every look is cut from the same pixels at a fine step. */
const SOURCE = 1024;
const NORMAL = 256;
const BLOCK = 4;

const toHex = (bits: string): string => BigInt(`0b${bits}`).toString(16).padStart(16, '0');
const toBits = (hex: string): string => BigInt(`0x${hex}`).toString(2).padStart(64, '0');

export const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

type Raw = { raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/** The hashes of the region of `source` (SOURCE×SOURCE) that leaves `inset` of each side out, brought to NORMAL×NORMAL. */
const lookAt = async (source: Buffer, raw: Raw, inset: number): Promise<PictureLook> => {
  const edge = Math.round(SOURCE * inset);
  const { data, info } = await sharp(source, raw)
    .extract({ left: edge, top: edge, width: SOURCE - 2 * edge, height: SOURCE - 2 * edge })
    .resize(NORMAL, NORMAL, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const normal: Raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [thumbnail, detail, bits] = await Promise.all([
    sharp(data, normal).resize(8, 8, { fit: 'fill' }).raw().toBuffer(),
    sharp(data, normal).greyscale().resize(DETAIL, DETAIL, { fit: 'fill' }).raw().toBuffer(),
    phash(data, normal),
  ]);
  return {
    inset,
    perceptualHash: toHex(bits),
    colorHash: thumbnail.toString('hex'),
    detailHash: detail.toString('base64'),
  };
};

/** Decodes once, at full size (no JPEG shrink-on-load), to the square copy every look is cut from. */
const sourceOf = async (image: Buffer): Promise<{ data: Buffer; raw: Raw }> => {
  const { data, info } = await sharp(image)
    .rotate()
    .removeAlpha()
    .resize(SOURCE, SOURCE, { fit: 'fill', fastShrinkOnLoad: false })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data,
    raw: { raw: { width: info.width, height: info.height, channels: info.channels } },
  };
};

/** Throws when the bytes are not a picture sharp can decode (the caller records it as a failure). */
export const hashPicture = async (image: Buffer): Promise<PictureHashes> => {
  const { data, raw } = await sourceOf(image);
  const { perceptualHash, colorHash, detailHash } = await lookAt(data, raw, CENTRE_INSET);
  return { sha256: sha256Of(image), perceptualHash, colorHash, detailHash };
};

/** The fingerprint and every look (LOOK_INSETS), for reviewing a new picture against the stored ones. */
export const lookAtPicture = async (
  image: Buffer,
): Promise<PictureHashes & { looks: PictureLook[] }> => {
  const { data, raw } = await sourceOf(image);
  const looks: PictureLook[] = [];
  // One after the other: sharp's thread pool is shared with the rest of the worker.
  for (const inset of LOOK_INSETS) looks.push(await lookAt(data, raw, inset));
  const centre = defined(
    looks.find((look) => look.inset === CENTRE_INSET),
    'the look at CENTRE_INSET (one of LOOK_INSETS)',
  );
  return {
    sha256: sha256Of(image),
    perceptualHash: centre.perceptualHash,
    colorHash: centre.colorHash,
    detailHash: centre.detailHash,
    looks,
  };
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
          if (yy >= 0 && xx >= 0 && yy < DETAIL && xx < DETAIL)
            least = Math.min(least, Math.abs(a[y * DETAIL + x] - b[yy * DETAIL + xx]));
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
      for (let y = by; y < by + BLOCK; y++)
        for (let x = bx; x < bx + BLOCK; x++)
          sum += Math.max(ab[y * DETAIL + x], ba[y * DETAIL + x]);
      worst = Math.max(worst, sum / (BLOCK * BLOCK));
    }
  }
  return worst;
};
