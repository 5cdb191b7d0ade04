import { describe, expect, it } from 'vitest';
import { dueForRetention, lastActivityOf, retentionCutoff } from './id-picture-retention';

const now = new Date('2026-12-06T03:00:00.000Z');
const candidate = (
  collectorUuid: string,
  lastActivityAt: string,
  files = ['f-' + collectorUuid],
) => ({
  collectorUuid,
  lastActivityAt,
  fileUploadUuids: files,
});

describe('ID picture retention', () => {
  it('is due once the last activity is more than the period ago, not before', () => {
    const due = dueForRetention(
      [
        candidate('old', '2024-12-06T02:59:59.999Z'),
        candidate('exactly', '2024-12-06T03:00:00.000Z'),
        candidate('recent', '2026-01-01T00:00:00.000Z'),
      ],
      24,
      now,
    );
    expect(due.map((c) => c.collectorUuid)).toEqual(['old']);
  });

  it('follows the setting: a shorter period makes more collectors due', () => {
    const all = [
      candidate('a', '2026-05-01T00:00:00.000Z'),
      candidate('b', '2026-11-20T00:00:00.000Z'),
    ];
    expect(dueForRetention(all, 24, now)).toEqual([]);
    expect(dueForRetention(all, 6, now).map((c) => c.collectorUuid)).toEqual(['a']);
    expect(dueForRetention(all, 1, now).map((c) => c.collectorUuid)).toEqual(['a']);
  });

  it('leaves out collectors with no picture left', () => {
    expect(dueForRetention([candidate('gone', '2020-01-01T00:00:00.000Z', [])], 24, now)).toEqual(
      [],
    );
  });

  it('takes the newest hub event naming the collector, else the definition', () => {
    expect(lastActivityOf('2024-01-01T00:00:00.000Z', [])).toBe('2024-01-01T00:00:00.000Z');
    expect(
      lastActivityOf('2024-01-01T00:00:00.000Z', [
        '2025-03-01T00:00:00.000Z',
        '2025-07-01T00:00:00.000Z',
        '2024-06-01T00:00:00.000Z',
      ]),
    ).toBe('2025-07-01T00:00:00.000Z');
  });

  it('counts calendar months, ending a short month on its last day', () => {
    expect(retentionCutoff(new Date('2026-03-31T10:00:00.000Z'), 1).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(retentionCutoff(now, 24).toISOString()).toBe('2024-12-06T03:00:00.000Z');
  });
});
