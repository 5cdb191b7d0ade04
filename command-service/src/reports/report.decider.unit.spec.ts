import type { EventData } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import { fold } from '../command-handling/decider';
import { decideReportSent, hubReportsDecider } from './report.decider';

const sent = (
  periodStart: string,
  periodEnd: string,
  kind: 'DATA_EXPORT' | 'COLLECTOR_WEEKLY' = 'DATA_EXPORT',
): EventData<'ScheduledReportSent'> => ({
  uuid: `r-${periodStart}`,
  hubUuid: 'hub1',
  kind,
  frequency: 'DAILY',
  periodStart,
  periodEnd,
  fileUploadUuids: [],
  sentAt: periodEnd,
});

describe("a hub's scheduled reports", () => {
  it('sends a period of a kind once, and remembers the end of the last one of each kind', () => {
    const first = decideReportSent(
      sent('2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z'),
      hubReportsDecider.initialState,
    );
    expect(first).toHaveLength(1);
    const state = fold(hubReportsDecider, first);
    expect(
      decideReportSent(sent('2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z'), state),
    ).toEqual([]);
    expect(
      decideReportSent(
        sent('2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z', 'COLLECTOR_WEEKLY'),
        state,
      ),
    ).toHaveLength(1);
    expect(state.lastEnd).toEqual({ DATA_EXPORT: '2026-11-25T00:00:00.000Z' });
    const older = fold(hubReportsDecider, [
      ...first,
      ...decideReportSent(sent('2026-11-20T00:00:00.000Z', '2026-11-21T00:00:00.000Z'), state),
    ]);
    expect(older.lastEnd.DATA_EXPORT).toBe('2026-11-25T00:00:00.000Z');
  });
});
