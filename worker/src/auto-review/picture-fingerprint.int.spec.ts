import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_COLOR_DISTANCE, MAX_DETAIL_DISTANCE, MAX_HASH_DISTANCE } from './checks/image-duplicate.check';
import { colorDistance, detailDistance, hashDistance, hashPicture } from './picture-fingerprint';

const PICTURES = fileURLToPath(new URL('../../../infra/seed/pictures/', import.meta.url));
const picture = (file: string) => readFile(PICTURES + file);

describe('picture fingerprints (sharp, sharp-phash)', () => {
  it('a re-encoded copy at 75 % is within both distances; another bag on the same scale is not', async () => {
    const original = await picture('bag-on-scale-7-25-kg.png');
    const copy = await sharp(original).resize(480).jpeg({ quality: 70 }).toBuffer();
    const [a, b, other] = await Promise.all([hashPicture(original), hashPicture(copy), hashPicture(await picture('bag-on-scale-14-80-kg.png'))]);
    expect(b.sha256).not.toBe(a.sha256);
    expect(hashDistance(a.perceptualHash, b.perceptualHash)).toBeLessThanOrEqual(MAX_HASH_DISTANCE);
    expect(colorDistance(a.colorHash, b.colorHash)).toBeLessThanOrEqual(MAX_COLOR_DISTANCE);
    expect(detailDistance(a.detailHash, b.detailHash)).toBeLessThanOrEqual(MAX_DETAIL_DISTANCE);
    expect(colorDistance(a.colorHash, other.colorHash)).toBeGreaterThan(MAX_COLOR_DISTANCE);
    expect(detailDistance(a.detailHash, a.detailHash)).toBe(0);
  });

  it('bytes that are no picture cannot be decoded: it throws', async () => {
    await expect(hashPicture(Buffer.from('not a picture'))).rejects.toThrow();
  });
});
