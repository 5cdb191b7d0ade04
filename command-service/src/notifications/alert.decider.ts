import type { AlertType, AnomalyTag, EventOf } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';

/** An alert stream: whether it was raised and when it was last raised (the manual-flags stream keeps one per window). */
export interface AlertStreamState {
  raised: boolean;
  lastRaisedAt: string | null;
}

/**
 * `link`: where this recipient's item leads, when it differs by role from the alert's own; `title` and
 * `body`: the recipient's texts, in their language, when they differ from the alert's (English) ones.
 */
export interface Recipient {
  userUuid: string;
  notificationUuid: string;
  link?: string | null;
  title?: string;
  body?: string;
}
export interface RaiseAlert {
  type: 'RaiseAlert';
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
  /**
   * A stream that already holds an alert raises none (the per-alert streams); false for the
   * manual-flags stream, whose rule decides its window before it asks.
   */
  once: boolean;
  at: string;
}

export type AlertCommand = RaiseAlert;
export type AlertEvent = EventOf<'AlertRaised' | 'UserNotified'>;

const raise = (command: RaiseAlert): AlertEvent[] => {
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
    ...recipients.map((r): AlertEvent => ({
      type: 'UserNotified',
      data: {
        uuid: r.notificationUuid,
        userUuid: r.userUuid,
        alertUuid: uuid,
        alertType,
        title: r.title ?? title,
        body: r.body ?? body,
        link: r.link === undefined ? link : r.link,
        outbox,
        at,
      },
    })),
  ];
};

/** The alert and one notification per recipient; nothing without recipients, nor twice on a once-only stream. */
const decide = (command: AlertCommand, state: AlertStreamState): AlertEvent[] => {
  switch (command.type) {
    case 'RaiseAlert':
      if ((command.once && state.raised) || command.recipients.length === 0) return [];
      return raise(command);
    default:
      return unreachable(command.type);
  }
};

const evolve = (state: AlertStreamState, event: AlertEvent): AlertStreamState => {
  switch (event.type) {
    case 'AlertRaised':
      return { raised: true, lastRaisedAt: event.data.raisedAt };
    case 'UserNotified':
      return state;
    default:
      return unreachable(event);
  }
};

export const alertDecider: Decider<AlertStreamState, AlertCommand, AlertEvent> = {
  initialState: () => ({ raised: false, lastRaisedAt: null }),
  eventTypes: eventTypes<AlertEvent>({ AlertRaised: true, UserNotified: true }),
  evolve,
  decide,
};

/** `notificationReads-<userUuid>`: read marks, only ever appended (its version orders them). */
export interface NotificationReads {
  marks: number;
}
export type NotificationReadsCommand = {
  type: 'MarkNotificationsRead';
  userUuid: string;
  /** The user's own unread notifications; anything else is left as it is. */
  uuids: readonly string[];
  at: string;
};
export type NotificationReadsEvent = EventOf<'NotificationRead'>;

export const notificationReadsDecider: Decider<
  NotificationReads,
  NotificationReadsCommand,
  NotificationReadsEvent
> = {
  initialState: () => ({ marks: 0 }),
  eventTypes: eventTypes<NotificationReadsEvent>({ NotificationRead: true }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'NotificationRead':
        return { marks: state.marks + 1 };
      default:
        return unreachable(event.type);
    }
  },
  decide: (command) => {
    switch (command.type) {
      case 'MarkNotificationsRead': {
        const { userUuid, at } = command;
        return command.uuids.map((uuid) => ({
          type: 'NotificationRead',
          data: { uuid, userUuid, at },
        }));
      }
      default:
        return unreachable(command.type);
    }
  },
};

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
