import type { AlertType, AnomalyTag, DomainEvent } from '@cairn/contracts';
import type { LegacyDecider } from '../command-handling/decider';

/** An alert stream: whether it was raised and when it was last raised (the manual-flags stream keeps one per window). */
export interface AlertStreamState {
  raised: boolean;
  lastRaisedAt: string | null;
}

export const alertDecider: LegacyDecider<AlertStreamState> = {
  initialState: { raised: false, lastRaisedAt: null },
  evolve: (state, event) =>
    event.type === 'AlertRaised' ? { raised: true, lastRaisedAt: event.data.raisedAt } : state,
};

/** `link`: where this recipient's item leads, when it differs by role from the alert's own. */
export interface Recipient {
  userUuid: string;
  notificationUuid: string;
  link?: string | null;
}
export interface RaiseAlert {
  uuid: string;
  alertType: AlertType;
  hubUuid: string | null;
  subjectUuid: string;
  tags: AnomalyTag[];
  title: string;
  body: string;
  link: string | null;
  recipients: Recipient[];
  /** Also write each notification to the email (or SMS) outbox. */
  outbox: boolean;
  at: string;
}

/**
 * The alert and one notification per recipient. `once`: a stream that already holds an alert raises
 * none (the per-alert streams); the manual-flags rule decides its window before it asks.
 */
export const decideRaiseAlert = (
  command: RaiseAlert,
  state: AlertStreamState,
  once = true,
): DomainEvent[] => {
  if ((once && state.raised) || command.recipients.length === 0) return [];
  const { uuid, alertType, hubUuid, subjectUuid, tags, title, body, link, recipients, outbox, at } =
    command;
  return [
    {
      type: 'AlertRaised',
      data: {
        uuid,
        alertType,
        hubUuid,
        subjectUuid,
        tags,
        title,
        body,
        link,
        raisedAt: at,
        recipients: recipients.map(({ userUuid, notificationUuid }) => ({
          userUuid,
          notificationUuid,
        })),
      },
    },
    ...recipients.map((r): DomainEvent => ({
      type: 'UserNotified',
      data: {
        uuid: r.notificationUuid,
        userUuid: r.userUuid,
        alertUuid: uuid,
        alertType,
        title,
        body,
        link: r.link === undefined ? link : r.link,
        outbox,
        at,
      },
    })),
  ];
};

/** Read marks for the user's own unread notifications; anything else is left as it is. */
export const decideMarkRead = (
  userUuid: string,
  unreadOwn: readonly string[],
  at: string,
): DomainEvent[] =>
  unreadOwn.map((uuid) => ({ type: 'NotificationRead', data: { uuid, userUuid, at } }));

const DAY_MS = 86_400_000;

/**
 * The manual-flags threshold at the instant of a flag: at least `count` flags in the `days` days up to
 * `at` (the window (at - days, at]), and no alert of this hub raised within that window already, so a
 * sixth flag in the same window raises no second alert.
 */
export const manualFlagsThresholdExceeded = (input: {
  flagTimes: readonly string[];
  at: string;
  lastRaisedAt: string | null;
  count: number;
  days: number;
}): boolean => {
  const end = Date.parse(input.at);
  const start = end - input.days * DAY_MS;
  const inWindow = (iso: string) => {
    const t = Date.parse(iso);
    return t > start && t <= end;
  };
  if (input.lastRaisedAt && inWindow(input.lastRaisedAt)) return false;
  return input.flagTimes.filter(inWindow).length >= input.count;
};
