import { describe, expect, it } from 'vitest';
import type { RebuildProgress } from '@cairn/contracts';
import { rebuildRatio, rebuildText } from './projection-format';

const progress = (over: Partial<RebuildProgress>): RebuildProgress => ({
  reason: 'manual',
  state: 'REBUILDING',
  done: 4000,
  total: 10383,
  eventsPerSecond: 1677,
  secondsLeft: 4,
  startedAt: '2026-11-25T12:00:00.000Z',
  finishedAt: null,
  error: null,
  ...over,
});

describe('projection status text', () => {
  it('says how far a rebuild is, how fast and how long it has left', () => {
    expect(rebuildText(progress({}))).toBe('4,000 of 10,383 events · 1,677 events/s · 4 s left');
    expect(rebuildText(progress({ secondsLeft: null, eventsPerSecond: 0 }))).toBe(
      '4,000 of 10,383 events · 0 events/s',
    );
  });

  it('gives the bar a ratio, full for an empty log', () => {
    expect(rebuildRatio(progress({}))).toBeCloseTo(0.385, 3);
    expect(rebuildRatio(progress({ done: 0, total: 0 }))).toBe(1);
    expect(rebuildRatio(progress({ done: 12, total: 10 }))).toBe(1);
  });
});
