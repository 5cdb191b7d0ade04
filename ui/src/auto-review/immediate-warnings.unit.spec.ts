import { describe, expect, it } from 'vitest';
import { immediateWarnings } from './immediate-warnings';

const now = Date.parse('2026-11-25T12:00:00.000Z');

describe("the hub app's warnings before Save", () => {
  it('says the reading differs, the scale is unreadable, or the picture was used before', () => {
    expect(
      immediateWarnings({ analyzed: true, readWeight: 12.5, usedBefore: null }, '19.75', now),
    ).toEqual(['The scale in the picture reads 12.5 kg; you entered 19.75 kg.']);
    expect(
      immediateWarnings({ analyzed: true, readWeight: null, usedBefore: null }, '5', now)[0],
    ).toContain('cannot be read');
    expect(
      immediateWarnings(
        {
          analyzed: true,
          readWeight: 12.5,
          usedBefore: { createdAt: '2026-08-25T12:00:00.000Z', sameHub: false },
        },
        '12.5',
        now,
      ),
    ).toEqual([
      'This picture was already used for a registration 3 months ago. Take a new picture.',
    ]);
  });

  it('says nothing when the weight agrees within the tolerance, nothing is typed yet, or the picture is still being read', () => {
    expect(
      immediateWarnings({ analyzed: true, readWeight: 12.5, usedBefore: null }, '12,55', now),
    ).toEqual([]);
    expect(
      immediateWarnings({ analyzed: true, readWeight: 12.5, usedBefore: null }, '', now),
    ).toEqual([]);
    expect(
      immediateWarnings({ analyzed: false, readWeight: null, usedBefore: null }, '3', now),
    ).toEqual([]);
    expect(immediateWarnings(undefined, '3', now)).toEqual([]);
  });
});
