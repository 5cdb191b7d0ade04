import { describe, expect, it } from 'vitest';
import { input, priorEvent } from './check.fixtures';
import {
  DUPLICATE_WINDOW_MINUTES,
  duplicateRegistrationCheck,
} from './duplicate-registration.check';

const minutesBefore = (m: number) =>
  new Date(Date.parse('2026-11-20T10:00:00.000Z') - m * 60_000).toISOString();
const check = (over = {}) =>
  duplicateRegistrationCheck.run(
    input({
      history: {
        priorPictures: [],
        hubEvents: [priorEvent({ createdAt: minutesBefore(5), ...over })],
      },
    }),
  );

describe('DUPLICATE', () => {
  it('the same registration five minutes earlier', () => {
    expect(check()).toEqual([
      {
        tag: 'DUPLICATE',
        evidence: {
          duplicateOfHubEventUuid: 'e-old',
          duplicateOfCreatedAt: minutesBefore(5),
          minutesApart: 5,
        },
      },
    ]);
  });

  it('another weight, material, collector, or a removed one: no finding', () => {
    expect(check({ weight: 10.5 })).toEqual([]);
    expect(check({ materialType: 'HDPE' })).toEqual([]);
    expect(check({ collectorTrackingNumber: 'C-1' })).toEqual([]);
    expect(check({ removed: true })).toEqual([]);
  });

  it("boundary: at the window's end still a duplicate, a minute later not", () => {
    expect(check({ createdAt: minutesBefore(DUPLICATE_WINDOW_MINUTES) })).toHaveLength(1);
    expect(check({ createdAt: minutesBefore(DUPLICATE_WINDOW_MINUTES + 1) })).toEqual([]);
  });

  it('the later of the two is the duplicate, not the first', () => {
    expect(check({ createdAt: '2026-11-20T10:05:00.000Z' })).toEqual([]);
  });
});
