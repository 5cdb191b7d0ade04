import { describe, expect, it } from 'vitest';
import { fold } from '../command-handling/decider';
import { specificationFor } from '../../test/harness/decider-specification';
import { type HubReportsCommand, type HubReportsEvent, hubReportsDecider } from './report.decider';

const send = (
  start: string,
  end: string,
  kind: 'DATA_EXPORT' | 'COLLECTOR_WEEKLY' = 'DATA_EXPORT',
): HubReportsCommand => ({
  type: 'RecordReportSent',
  uuid: `r-${start}`,
  hubUuid: 'hub1',
  kind,
  frequency: 'DAILY',
  period: { start, end },
  fileUploadUuids: [],
  at: end,
});
const sent = (command: HubReportsCommand): HubReportsEvent => ({
  type: 'ScheduledReportSent',
  data: {
    uuid: command.uuid,
    hubUuid: command.hubUuid,
    kind: command.kind,
    frequency: command.frequency,
    periodStart: command.period.start,
    periodEnd: command.period.end,
    fileUploadUuids: [],
    sentAt: command.at,
  },
});
const given = specificationFor(hubReportsDecider);
const day24 = send('2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z');
const day20 = send('2026-11-20T00:00:00.000Z', '2026-11-21T00:00:00.000Z');

describe("a hub's scheduled reports", () => {
  it('sends a period of a kind once', () => {
    given([])
      .when(day24)
      .then([sent(day24)]);
    given([sent(day24)])
      .when(day24)
      .then([]);
    const collectors = { ...day24, kind: 'COLLECTOR_WEEKLY' } as const;
    given([sent(day24)])
      .when(collectors)
      .then([sent(collectors)]);
  });

  it('remembers the end of the last one of each kind, an older period sent late included', () => {
    expect(fold(hubReportsDecider, [sent(day24)]).lastEnd).toEqual({
      DATA_EXPORT: '2026-11-25T00:00:00.000Z',
    });
    given([sent(day24)])
      .when(day20)
      .then([sent(day20)]);
    expect(fold(hubReportsDecider, [sent(day24), sent(day20)]).lastEnd.DATA_EXPORT).toBe(
      '2026-11-25T00:00:00.000Z',
    );
  });
});
