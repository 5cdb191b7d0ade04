import { describe, expect, it } from 'vitest';
import { watermarkText } from './picture-watermark';

describe('the watermark text', () => {
  it('names the position to 5 decimals and the minute in UTC', () => {
    expect(
      watermarkText({ latitude: 18.52, longitude: 73.85, at: '2026-11-28T10:25:48.123Z' }),
    ).toBe('18.52000, 73.85000 · 2026-11-28 10:25 UTC');
  });
  it('says when the device gave no position', () => {
    expect(watermarkText({ latitude: null, longitude: null, at: '2026-11-28T10:25:48Z' })).toBe(
      'Position unknown · 2026-11-28 10:25 UTC',
    );
  });
});
