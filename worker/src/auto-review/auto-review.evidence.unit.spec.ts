import { describe, expect, it } from 'vitest';
import { bandKeysOf } from './auto-review.evidence';

describe('bandKeysOf (the read-model lookups for duplicate candidates)', () => {
  it('gives the 8 bands of the centre hash', () => {
    expect(bandKeysOf({ sha256: 's', perceptualHash: '0011223344556677' })).toEqual([
      ['b0', '00'],
      ['b1', '11'],
      ['b2', '22'],
      ['b3', '33'],
      ['b4', '44'],
      ['b5', '55'],
      ['b6', '66'],
      ['b7', '77'],
    ]);
  });

  it("adds each look's bands once: a band the centre or an earlier look already gives is not looked up twice", () => {
    const keys = bandKeysOf({
      sha256: 's',
      perceptualHash: '0011223344556677',
      looks: [{ perceptualHash: '0011223344556677' }, { perceptualHash: 'ff11223344556677' }],
    });
    expect(keys).toHaveLength(9);
    expect(keys).toContainEqual(['b0', 'ff']);
  });

  it('no perceptual hash (a document, or a picture not decoded): no band lookups', () => {
    expect(bandKeysOf({ sha256: 's', perceptualHash: null })).toEqual([]);
  });
});
