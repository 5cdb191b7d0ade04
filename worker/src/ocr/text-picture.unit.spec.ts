import { describe, expect, it } from 'vitest';
import { type GreyPicture, otsuThreshold, withoutFrames } from './text-picture';

/** A light picture (220) of the given size with dark (30) rectangles [x, y, width, height]. */
const picture = (
  width: number,
  height: number,
  ...dark: Array<[number, number, number, number]>
): GreyPicture => {
  const data = new Uint8Array(width * height).fill(220);
  for (const [x0, y0, w, h] of dark)
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) data[y * width + x] = 30;
  return { data, width, height };
};
const darkCount = (p: GreyPicture) => p.data.filter((v) => v === 0).length;
const at = (p: GreyPicture, x: number, y: number) => p.data[y * p.width + x];

describe('otsuThreshold', () => {
  it('splits two grey levels between them', () => {
    const p = picture(10, 10, [0, 0, 5, 10]);
    const threshold = otsuThreshold(p.data);
    expect(threshold).toBeGreaterThanOrEqual(30);
    expect(threshold).toBeLessThan(220);
  });
});

describe('withoutFrames (a scale housing painted out, characters kept)', () => {
  it('a dark frame around the display is painted white; the digits inside it stay black', () => {
    // 100×60: a frame 4 px thick all round (one blob, as wide as the picture), two "digits" of 6×10 inside.
    const p = picture(
      100,
      60,
      [0, 0, 100, 4],
      [0, 56, 100, 4],
      [0, 0, 4, 60],
      [96, 0, 4, 60],
      [30, 25, 6, 10],
      [40, 25, 6, 10],
    );

    const out = withoutFrames(p);

    expect(at(out, 2, 30)).toBe(255);
    expect(at(out, 50, 1)).toBe(255);
    expect(at(out, 32, 30)).toBe(0);
    expect(at(out, 42, 30)).toBe(0);
    expect(darkCount(out)).toBe(2 * 6 * 10);
  });

  it('a picture of text alone is only binarised: nothing is painted out', () => {
    const p = picture(100, 60, [10, 20, 6, 10], [20, 20, 6, 10], [30, 20, 6, 10]);

    expect(darkCount(withoutFrames(p))).toBe(3 * 6 * 10);
  });

  it('boundary: a dark blob exactly half the picture wide stays, one pixel wider is painted out', () => {
    expect(darkCount(withoutFrames(picture(100, 60, [10, 20, 50, 10])))).toBe(50 * 10);
    expect(darkCount(withoutFrames(picture(100, 60, [10, 20, 51, 10])))).toBe(0);
  });

  it('inverted, light digits on a dark display become dark digits, and the dark display goes', () => {
    // A dark display filling the picture with two light digits: inverted, the digits are the dark blobs.
    const data = new Uint8Array(100 * 60).fill(30);
    for (const x0 of [30, 40])
      for (let y = 25; y < 35; y++) for (let x = x0; x < x0 + 6; x++) data[y * 100 + x] = 220;

    const out = withoutFrames({ data, width: 100, height: 60 }, true);

    expect(darkCount(out)).toBe(2 * 6 * 10);
    expect(at(out, 32, 30)).toBe(0);
    expect(at(out, 5, 5)).toBe(255);
  });
});
