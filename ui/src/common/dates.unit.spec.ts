import { describe, expect, it } from 'vitest';
import {
  dayPattern,
  endOfDayIso,
  formatDate,
  formatDateTime,
  formatDayTime,
  formatFilterDay,
  isoDay,
  isoDayToFilterDay,
  parseDateTime,
  parseFilterDay,
  startOfDayIso,
  typedDay,
} from './dates';

// Local instants: the module formats in the viewer's zone, whatever the zone the tests run in.
const at = new Date(2026, 10, 25, 9, 15, 30); // 25 November 2026, 09:15:30 local

describe('dates: one format for the whole UI, never the browser locale', () => {
  it('dates read YYYY-MM-DD HH:mm:ss (Document 2 §9), not "11/25/2026, 9:15:30 AM"', () => {
    expect(formatDateTime(at.toISOString())).toBe('2026-11-25 09:15:30');
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });
  it('days read YYYY-MM-DD; a kept day stays as it is, whatever the time zone', () => {
    expect(formatDate(at.toISOString())).toBe('2026-11-25');
    expect(formatDate('2026-12-31')).toBe('2026-12-31');
    expect(formatDate(undefined)).toBe('-');
  });
  it('the hub app reads DD/MM/YYYY HH:mm; filters and periods DD/MM/YYYY', () => {
    expect(formatDayTime(at.toISOString())).toBe('25/11/2026 09:15');
    expect(formatFilterDay(at)).toBe('25/11/2026');
    expect(isoDay(at)).toBe('2026-11-25');
    expect(isoDayToFilterDay('2026-03-07')).toBe('07/03/2026');
    expect(isoDayToFilterDay('')).toBe('');
  });
  it('a typed DD/MM/YYYY is read day first; a day not in the calendar or half typed is not a day', () => {
    expect(parseFilterDay('07/03/2026')).toBe('2026-03-07');
    expect(parseFilterDay('7/3/2026')).toBe('2026-03-07');
    expect(parseFilterDay(' 25.11.2026 ')).toBe('2026-11-25');
    expect(parseFilterDay('13/25/2026')).toBeNull(); // month 25: mm/dd would have read it as 25 January... of no month
    expect(parseFilterDay('31/02/2026')).toBeNull();
    expect(parseFilterDay('29/02/2028')).toBe('2028-02-29');
    expect(parseFilterDay('07/03/26')).toBeNull();
    expect(parseFilterDay('07032026')).toBe('2026-03-07'); // a number pad without '/'
    expect(parseFilterDay('31022026')).toBeNull();
    expect(parseFilterDay('7032026')).toBeNull();
    expect(parseFilterDay('2026-03-07')).toBeNull();
    expect(parseFilterDay('')).toBeNull();
  });
  it('reads a typed instant as YYYY-MM-DD HH:mm:ss (the As-of picker), refusing what is no instant', () => {
    expect(parseDateTime('2026-11-25 09:15:30')).toBe('2026-11-25T09:15:30');
    expect(parseDateTime(' 2026-11-25 9:15 ')).toBe('2026-11-25T09:15:00');
    expect(parseDateTime('2026-11-25T23:59:59')).toBe('2026-11-25T23:59:59');
    expect(parseDateTime('2026-02-30 10:00:00')).toBeNull();
    expect(parseDateTime('2026-11-25 24:00:00')).toBeNull();
    expect(parseDateTime('11/25/2026, 9:15:30 AM')).toBeNull();
    expect(parseDateTime('2026-11-25')).toBeNull();
  });
  it('a day input takes a complete day within its range; a start after the end is marked and not taken', () => {
    expect(typedDay('01/11/2026', undefined, '2026-11-05')).toEqual({
      day: '2026-11-01',
      invalid: false,
    });
    expect(typedDay('06/11/2026', undefined, '2026-11-05')).toEqual({ day: null, invalid: true }); // From after To
    expect(typedDay('04/11/2026', '2026-11-05')).toEqual({ day: null, invalid: true }); // To before From
    expect(typedDay('05/11/2026', '2026-11-05', '2026-11-05')).toEqual({
      day: '2026-11-05',
      invalid: false,
    });
    expect(typedDay('05/11/20')).toEqual({ day: null, invalid: true });
    expect(typedDay('  ')).toEqual({ day: '', invalid: false });
  });
  it('a filter day reaches from its first to its last local instant', () => {
    expect(new Date(startOfDayIso('2026-11-25')).getTime()).toBe(new Date(2026, 10, 25).getTime());
    expect(new Date(endOfDayIso('2026-11-25')).getTime()).toBe(
      new Date(2026, 10, 25, 23, 59, 59, 999).getTime(),
    );
    expect(startOfDayIso('')).toBe('');
  });
});

describe('no screen formats dates through the browser locale', () => {
  it('ui/src, the hub app included, has no toLocaleString / toLocaleDateString / toLocaleTimeString and no <input type="date">', () => {
    const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.spec.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(Object.keys(sources).some((file) => file.startsWith('../hub-app/'))).toBe(true);
    const offenders = Object.entries(sources)
      .filter(([, text]) => /toLocale(Date|Time)?String\(|type="date"|type: 'date'/.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});

describe('dates of a German user (issue 20 §11)', () => {
  it('read DD.MM.YYYY and 24 h, through Intl; weights with a decimal comma', async () => {
    const { setLanguage } = await import('../i18n');
    const { formatWeight } = await import('./format');
    setLanguage('DE');
    try {
      expect(formatDateTime(at.toISOString())).toBe('25.11.2026, 09:15:30');
      expect(formatDayTime(at.toISOString())).toBe('25.11.2026, 09:15');
      expect(formatDate('2026-12-31')).toBe('31.12.2026');
      expect(formatFilterDay(at)).toBe('25.11.2026');
      expect(isoDayToFilterDay('2026-12-31')).toBe('31.12.2026');
      expect(parseFilterDay('31.12.2026')).toBe('2026-12-31');
      // The hint under a day field, in German order and words (issue 31).
      expect(dayPattern()).toBe('TT.MM.JJJJ');
      expect(formatWeight(1234.5, 'KG')).toBe('1.234,500 kg');
    } finally {
      setLanguage('EN');
    }
    expect(formatWeight(1234.5, 'KG')).toBe('1234.500 kg');
    expect(dayPattern()).toBe('DD/MM/YYYY');
  });
});
