import { describe, expect, it } from 'vitest';
import { fold } from '../command-handling/decider';
import { specificationFor } from '../../test/harness/decider-specification';
import {
  type AlertEvent,
  type RaiseAlert,
  alertDecider,
  manualFlagsThresholdExceeded,
  notificationReadsDecider,
} from './alert.decider';

const command: RaiseAlert = {
  type: 'RaiseAlert',
  uuid: 'a1',
  alertType: 'HUB_EVENT_FLAGGED',
  hubUuid: 'hub1',
  subjectUuid: 'h1',
  tags: ['OTHER'],
  title: 'A registration was flagged',
  body: 'b',
  link: '/hub-event/h1',
  recipients: [
    { userUuid: 'u1', notificationUuid: 'n1' },
    { userUuid: 'u2', notificationUuid: 'n2', link: '/hub-portal/dashboard' },
  ],
  outbox: true,
  once: true,
  at: '2026-11-25T10:00:00.000Z',
};
const given = specificationFor(alertDecider);
const notified = { alertUuid: 'a1', alertType: 'HUB_EVENT_FLAGGED', title: command.title } as const;
const raisedAt = (at: string): AlertEvent[] => [
  {
    type: 'AlertRaised',
    data: {
      uuid: 'a1',
      alertType: 'HUB_EVENT_FLAGGED',
      hubUuid: 'hub1',
      subjectUuid: 'h1',
      tags: ['OTHER'],
      title: command.title,
      body: 'b',
      link: '/hub-event/h1',
      recipients: [
        { userUuid: 'u1', notificationUuid: 'n1' },
        { userUuid: 'u2', notificationUuid: 'n2' },
      ],
      raisedAt: at,
    },
  },
  {
    type: 'UserNotified',
    data: {
      ...notified,
      uuid: 'n1',
      userUuid: 'u1',
      body: 'b',
      link: '/hub-event/h1',
      outbox: true,
      at: at,
    },
  },
  {
    type: 'UserNotified',
    data: {
      ...notified,
      uuid: 'n2',
      userUuid: 'u2',
      body: 'b',
      link: '/hub-portal/dashboard',
      outbox: true,
      at: at,
    },
  },
];
const raised = raisedAt(command.at);

describe('raising an alert', () => {
  it('records the alert and one notification per recipient, each with its link', () => {
    given([]).when(command).then(raised);
  });

  it('gives a recipient the texts in their language, the alert keeping its own', () => {
    const german = { title: 'Erfassung markiert', body: 'Die Erfassung wurde markiert.' };
    const [first, ...rest] = command.recipients;
    const [alert, u1, u2] = raised;
    given([])
      .when({ ...command, recipients: [{ ...first, ...german }, ...rest] })
      .then([alert, { ...u1, data: { ...u1.data, ...german } } as AlertEvent, u2]);
  });

  it('raises nothing twice on a once-only stream, nor without recipients', () => {
    expect(fold(alertDecider, raised)).toEqual({ raised: true, lastRaisedAt: command.at });
    given(raised).when(command).then([]);
    const later = { ...command, once: false, at: '2026-12-25T10:00:00.000Z' };
    given(raised).when(later).then(raisedAt(later.at));
    given([])
      .when({ ...command, recipients: [] })
      .then([]);
  });

  it('marks the given notifications read for their user', () => {
    specificationFor(notificationReadsDecider)([])
      .when({ type: 'MarkNotificationsRead', userUuid: 'u1', uuids: ['n1', 'n2'], at: command.at })
      .then([
        { type: 'NotificationRead', data: { uuid: 'n1', userUuid: 'u1', at: command.at } },
        { type: 'NotificationRead', data: { uuid: 'n2', userUuid: 'u1', at: command.at } },
      ]);
  });
});

const day = (d: number, h = 12) => new Date(Date.UTC(2026, 10, d, h)).toISOString();
const rule = { count: 5, days: 7 };

describe('the manual-flags threshold', () => {
  it('is reached by the fifth flag within seven days, not the fourth', () => {
    const four = [day(1), day(2), day(3), day(4)];
    expect(
      manualFlagsThresholdExceeded({ ...rule, flagTimes: four, at: day(4), lastRaisedAt: null }),
    ).toBe(false);
    expect(
      manualFlagsThresholdExceeded({
        ...rule,
        flagTimes: [...four, day(7)],
        at: day(7),
        lastRaisedAt: null,
      }),
    ).toBe(true);
  });

  it('counts only the flags of the last seven days up to the flag', () => {
    // Flags of the 1st fall out of the window that ends on the 9th at noon (it starts on the 2nd at noon).
    const flags = [day(1), day(1, 13), day(5), day(6), day(9)];
    expect(
      manualFlagsThresholdExceeded({ ...rule, flagTimes: flags, at: day(9), lastRaisedAt: null }),
    ).toBe(false);
    expect(
      manualFlagsThresholdExceeded({ ...rule, flagTimes: flags, at: day(8), lastRaisedAt: null }),
    ).toBe(false);
    expect(
      manualFlagsThresholdExceeded({
        ...rule,
        flagTimes: [...flags, day(9, 14)],
        at: day(9, 14),
        lastRaisedAt: null,
      }),
    ).toBe(false);
    expect(
      manualFlagsThresholdExceeded({
        ...rule,
        flagTimes: [...flags, day(7), day(8)],
        at: day(9),
        lastRaisedAt: null,
      }),
    ).toBe(true);
  });

  it('raises once per window: a sixth flag after an alert in the window raises none, a flag after the window may again', () => {
    const five = [day(1), day(2), day(3), day(4), day(5)];
    expect(
      manualFlagsThresholdExceeded({
        ...rule,
        flagTimes: [...five, day(6)],
        at: day(6),
        lastRaisedAt: day(5),
      }),
    ).toBe(false);
    const later = [day(13), day(14), day(15), day(16), day(17)];
    expect(
      manualFlagsThresholdExceeded({
        ...rule,
        flagTimes: [...five, ...later],
        at: day(17),
        lastRaisedAt: day(5),
      }),
    ).toBe(true);
  });

  it('follows the settings', () => {
    expect(
      manualFlagsThresholdExceeded({
        count: 2,
        days: 1,
        flagTimes: [day(1, 1), day(1, 20)],
        at: day(1, 20),
        lastRaisedAt: null,
      }),
    ).toBe(true);
    expect(
      manualFlagsThresholdExceeded({
        count: 2,
        days: 1,
        flagTimes: [day(1, 1), day(2, 20)],
        at: day(2, 20),
        lastRaisedAt: null,
      }),
    ).toBe(false);
  });
});
