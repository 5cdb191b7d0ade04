import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { input, priorPicture } from './checks/check.fixtures';
import {
  MAX_COLOR_DISTANCE,
  MAX_DETAIL_DISTANCE,
  MAX_HASH_DISTANCE,
  imageDuplicateCheck,
} from './checks/image-duplicate.check';
import {
  CENTRE_INSET,
  colorDistance,
  detailDistance,
  hashDistance,
  hashPicture,
  lookAtPicture,
  type PictureHashes,
} from './picture-fingerprint';

const PICTURES = fileURLToPath(new URL('../../../infra/seed/pictures/', import.meta.url));
const picture = (file: string) => readFile(PICTURES + file);

/** A copy with `share` of the width and height cut off each side (as bench V1 crops), re-encoded. */
const cropped = async (bytes: Buffer, share: number) => {
  const { width, height } = await sharp(bytes).metadata();
  const dx = Math.round(width! * share);
  const dy = Math.round(height! * share);
  return sharp(bytes)
    .extract({ left: dx, top: dy, width: width! - 2 * dx, height: height! - 2 * dy })
    .jpeg({ quality: 85 })
    .toBuffer();
};

/** Whether IMAGE_DUPLICATE finds `earlier` (stored fingerprint) as the picture of the new one (`later`, looked at). */
const found = async (earlier: PictureHashes, later: Buffer) => {
  const picture = {
    uuid: 'p-new',
    ...(await lookAtPicture(later)),
    decodeError: null,
    ocrLines: null,
    latitude: null,
    longitude: null,
  };
  return (
    imageDuplicateCheck.run(
      input({ picture, history: { priorPictures: [priorPicture({ ...earlier })], hubEvents: [] } }),
    ).length === 1
  );
};

describe('picture fingerprints (sharp, sharp-phash)', () => {
  it('a re-encoded copy at 75 % is within both distances; another bag on the same scale is not', async () => {
    const original = await picture('bag-on-scale-7-25-kg.png');
    const copy = await sharp(original).resize(480).jpeg({ quality: 70 }).toBuffer();
    const [a, b, other] = await Promise.all([
      hashPicture(original),
      hashPicture(copy),
      hashPicture(await picture('bag-on-scale-14-80-kg.png')),
    ]);
    expect(b.sha256).not.toBe(a.sha256);
    expect(hashDistance(a.perceptualHash, b.perceptualHash)).toBeLessThanOrEqual(MAX_HASH_DISTANCE);
    expect(colorDistance(a.colorHash, b.colorHash)).toBeLessThanOrEqual(MAX_COLOR_DISTANCE);
    expect(detailDistance(a.detailHash, b.detailHash)).toBeLessThanOrEqual(MAX_DETAIL_DISTANCE);
    expect(colorDistance(a.colorHash, other.colorHash)).toBeGreaterThan(MAX_COLOR_DISTANCE);
    expect(detailDistance(a.detailHash, a.detailHash)).toBe(0);
  });

  it('bytes that are no picture cannot be decoded: it throws', async () => {
    await expect(hashPicture(Buffer.from('not a picture'))).rejects.toThrow();
    await expect(lookAtPicture(Buffer.from('not a picture'))).rejects.toThrow();
  });

  it('the stored fingerprint is the look at the centre inset', async () => {
    const bytes = await picture('bag-on-scale-7-25-kg.png');
    const [stored, looked] = await Promise.all([hashPicture(bytes), lookAtPicture(bytes)]);
    const { perceptualHash, colorHash, detailHash } = looked.looks.find(
      (look) => look.inset === CENTRE_INSET,
    )!;
    expect({ perceptualHash, colorHash, detailHash }).toEqual({
      perceptualHash: stored.perceptualHash,
      colorHash: stored.colorHash,
      detailHash: stored.detailHash,
    });
    expect(looked).toMatchObject(stored);
  });

  it('a copy cropped by 2 % or 4 % each side is a duplicate of the earlier original, and an original of an earlier cropped copy', async () => {
    const original = await picture('bag-on-scale-7-25-kg.png');
    const stored = await hashPicture(original);
    expect(await found(stored, await cropped(original, 0.02))).toBe(true);
    expect(await found(stored, await cropped(original, 0.04))).toBe(true);
    expect(await found(await hashPicture(await cropped(original, 0.03)), original)).toBe(true);
  });

  it('another bag on the same scale is not a duplicate in any look, nor is its 3 % crop', async () => {
    const stored = await hashPicture(await picture('bag-on-scale-7-25-kg.png'));
    const other = await picture('bag-on-scale-14-80-kg.png');
    expect(await found(stored, other)).toBe(false);
    expect(await found(stored, await cropped(other, 0.03))).toBe(false);
  });

  it('boundary: a copy cropped by 15 % each side, beyond the looks (up to 12 % inset), is not found', async () => {
    const original = await picture('bag-on-scale-7-25-kg.png');
    expect(await found(await hashPicture(original), await cropped(original, 0.15))).toBe(false);
  });
});
