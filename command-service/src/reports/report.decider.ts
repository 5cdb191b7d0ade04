import type { DomainEvent, EventData, ReportKind } from '@cairn/contracts';
import type { LegacyDecider } from '../command-handling/decider';

/** `hubReports-<hubUuid>`: the periods sent, by kind, and the end of the last one of each kind. */
export interface HubReportsState {
  sent: ReadonlySet<string>;
  lastEnd: Partial<Record<ReportKind, string>>;
}

export const reportKeyOf = (kind: ReportKind, periodStart: string) => `${kind}:${periodStart}`;

export const hubReportsDecider: LegacyDecider<HubReportsState> = {
  initialState: { sent: new Set(), lastEnd: {} },
  evolve(state, event) {
    if (event.type !== 'ScheduledReportSent') return state;
    const { kind, periodStart, periodEnd } = event.data;
    const last = state.lastEnd[kind];
    return {
      sent: new Set([...state.sent, reportKeyOf(kind, periodStart)]),
      lastEnd: { ...state.lastEnd, [kind]: !last || periodEnd > last ? periodEnd : last },
    };
  },
};

/** A period of a kind is sent once: a second attempt (a re-run after a crash, a second worker) records nothing. */
export const decideReportSent = (
  data: EventData<'ScheduledReportSent'>,
  state: HubReportsState,
): DomainEvent[] =>
  state.sent.has(reportKeyOf(data.kind, data.periodStart))
    ? []
    : [{ type: 'ScheduledReportSent', data }];
