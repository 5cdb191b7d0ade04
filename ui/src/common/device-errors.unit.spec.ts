import { describe, expect, it } from 'vitest';
import { cameraErrorKey, locationErrorKey } from './device-errors';
import en from './widgets.en.json';
import de from './widgets.de.json';

const named = (name: string) => Object.assign(new Error('Permission denied'), { name });

describe('device errors in words (issue 31)', () => {
  it('a refused camera asks to allow it in the site settings; a missing or busy one says so', () => {
    expect(cameraErrorKey(named('NotAllowedError'))).toBe('widgets.cameraRefused');
    expect(cameraErrorKey(named('SecurityError'))).toBe('widgets.cameraRefused');
    expect(cameraErrorKey(named('NotFoundError'))).toBe('widgets.cameraNotFound');
    expect(cameraErrorKey(named('NotReadableError'))).toBe('widgets.cameraBusy');
    expect(cameraErrorKey('strange')).toBe('cameraNotSupportedErrorMessage');
  });

  it('each position failure has its own words', () => {
    expect([1, 2, 3, undefined].map(locationErrorKey)).toEqual([
      'widgets.locationRefused',
      'widgets.locationUnavailable',
      'widgets.locationTimeout',
      'widgets.locationUnavailable',
    ]);
  });

  it('every key is written in English and German, never with the browser text', () => {
    const keys = [
      'widgets.cameraRefused',
      'widgets.cameraNotFound',
      'widgets.cameraBusy',
      'widgets.locationRefused',
      'widgets.locationUnavailable',
      'widgets.locationTimeout',
    ];
    for (const catalog of [en, de] as Record<string, string>[])
      for (const key of keys) {
        expect(catalog[key], key).toBeTruthy();
        expect(catalog[key]).not.toMatch(/permission denied/i);
      }
  });
});
