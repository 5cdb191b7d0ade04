import { describe, expect, it } from 'vitest';
import { callersToday, dayIn, isTimeZone } from './time-zone';

describe("today in the caller's time zone", () => {
  // 22:30 UTC on 24 November: already the 25th in Kolkata (UTC+5:30) and Kiritimati (UTC+14), still the 24th in Lima.
  const instant = '2026-11-24T22:30:00.000Z';
  it('is the calendar day of the instant in that zone', () => {
    expect(dayIn(instant, 'UTC')).toBe('2026-11-24');
    expect(dayIn(instant, 'Asia/Kolkata')).toBe('2026-11-25');
    expect(dayIn(instant, 'Pacific/Kiritimati')).toBe('2026-11-25');
    expect(dayIn(instant, 'America/Lima')).toBe('2026-11-24');
    expect(dayIn(new Date('2026-12-31T23:59:59.999Z'), 'Europe/Berlin')).toBe('2027-01-01');
  });
  it('knows zone names and refuses anything else', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(undefined)).toBe(false);
  });
  it('without a known zone, is today in the earliest zone (UTC−12): nobody is refused their own today', () => {
    expect(callersToday('2026-11-25T05:00:00.000Z', null)).toBe('2026-11-24');
    expect(callersToday('2026-11-25T05:00:00.000Z', 'Nowhere/Else')).toBe('2026-11-24');
    expect(callersToday('2026-11-25T05:00:00.000Z', 'Asia/Kolkata')).toBe('2026-11-25');
  });
});
