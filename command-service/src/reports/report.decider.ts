import type { EventOf, ReportKind, ReportSchedule } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';

/** `hubReports-<hubUuid>`: the periods sent, by kind, and the end of the last one of each kind. */
export interface HubReportsState {
  sent: ReadonlySet<string>;
  lastEnd: Partial<Record<ReportKind, string>>;
}

export const reportKeyOf = (kind: ReportKind, periodStart: string) => `${kind}:${periodStart}`;

export type HubReportsCommand = {
  type: 'RecordReportSent';
  uuid: string;
  hubUuid: string;
  kind: ReportKind;
  frequency: ReportSchedule['frequency'];
  period: { start: string; end: string };
  fileUploadUuids: string[];
  at: string;
};

export type HubReportsEvent = EventOf<'ScheduledReportSent'>;

/** A period of a kind is sent once: a second attempt (a re-run after a crash, a second worker) records nothing. */
const decide = (command: HubReportsCommand, state: HubReportsState): HubReportsEvent[] => {
  switch (command.type) {
    case 'RecordReportSent': {
      const { uuid, hubUuid, kind, frequency, period, fileUploadUuids, at } = command;
      if (state.sent.has(reportKeyOf(kind, period.start))) return [];
      const periodStart = period.start;
      const periodEnd = period.end;
      return [
        {
          type: 'ScheduledReportSent',
          data: {
            uuid,
            hubUuid,
            kind,
            frequency,
            periodStart,
            periodEnd,
            fileUploadUuids,
            sentAt: at,
          },
        },
      ];
    }
    default:
      return unreachable(command.type);
  }
};

const evolve = (state: HubReportsState, event: HubReportsEvent): HubReportsState => {
  switch (event.type) {
    case 'ScheduledReportSent': {
      const { kind, periodStart, periodEnd } = event.data;
      const last = state.lastEnd[kind];
      return {
        sent: new Set([...state.sent, reportKeyOf(kind, periodStart)]),
        lastEnd: { ...state.lastEnd, [kind]: !last || periodEnd > last ? periodEnd : last },
      };
    }
    default:
      return unreachable(event.type);
  }
};

export const hubReportsDecider: Decider<HubReportsState, HubReportsCommand, HubReportsEvent> = {
  initialState: () => ({ sent: new Set(), lastEnd: {} }),
  eventTypes: eventTypes<HubReportsEvent>({ ScheduledReportSent: true }),
  evolve,
  decide,
};
