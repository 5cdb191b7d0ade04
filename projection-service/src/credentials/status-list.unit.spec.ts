import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  MIN_STATUS_LIST_LENGTH,
  decodeStatusList,
  encodeStatusList,
  statusBit,
  statusListLength,
} from './status-list';

describe('the bitstring status list', () => {
  it('sets exactly the named bits, index 0 being the left-most bit of the first byte', () => {
    const bits = decodeStatusList(encodeStatusList([0, 9, 131_071], MIN_STATUS_LIST_LENGTH));
    expect(bits).toHaveLength(MIN_STATUS_LIST_LENGTH / 8);
    expect(bits[0]).toBe(0b1000_0000);
    expect(bits[1]).toBe(0b0100_0000);
    expect(bits[bits.length - 1]).toBe(0b0000_0001);
    const set = [...Array(MIN_STATUS_LIST_LENGTH).keys()].filter((i) => statusBit(bits, i));
    expect(set).toEqual([0, 9, 131_071]);
  });

  it('is GZIP under a multibase base64url prefix', () => {
    const encoded = encodeStatusList([3], MIN_STATUS_LIST_LENGTH);
    expect(encoded[0]).toBe('u');
    expect(encoded.slice(1)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(gunzipSync(Buffer.from(encoded.slice(1), 'base64url'))[0]).toBe(0b0001_0000);
  });

  it('an empty list says every credential valid', () => {
    const bits = decodeStatusList(encodeStatusList([], MIN_STATUS_LIST_LENGTH));
    expect(bits.every((b) => b === 0)).toBe(true);
  });

  it('grows in whole minimums to hold the highest index, never below the minimum', () => {
    expect(statusListLength(0)).toBe(MIN_STATUS_LIST_LENGTH);
    expect(statusListLength(MIN_STATUS_LIST_LENGTH - 1)).toBe(MIN_STATUS_LIST_LENGTH);
    expect(statusListLength(MIN_STATUS_LIST_LENGTH)).toBe(2 * MIN_STATUS_LIST_LENGTH);
  });

  it('refuses an index outside the list, on writing and on reading', () => {
    expect(() => encodeStatusList([MIN_STATUS_LIST_LENGTH], MIN_STATUS_LIST_LENGTH)).toThrow();
    expect(() => encodeStatusList([-1], MIN_STATUS_LIST_LENGTH)).toThrow();
    const bits = decodeStatusList(encodeStatusList([], MIN_STATUS_LIST_LENGTH));
    expect(() => statusBit(bits, MIN_STATUS_LIST_LENGTH)).toThrow();
    expect(() => decodeStatusList('zabc')).toThrow();
  });
});
