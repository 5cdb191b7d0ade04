import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * W3C Bitstring Status List v1.0: bit `i` is bit `7 - i % 8` of byte `i / 8` (index 0 is the
 * left-most bit), the bitstring GZIP-compressed and multibase base64url-encoded (prefix `u`).
 * The list has at least 131,072 entries (the spec's minimum, for group privacy).
 */
export const MIN_STATUS_LIST_LENGTH = 131_072;

/** The list's length in bits: the minimum, grown in whole minimums to hold the highest index. */
export const statusListLength = (highestIndex: number): number =>
  Math.max(1, Math.ceil((highestIndex + 1) / MIN_STATUS_LIST_LENGTH)) * MIN_STATUS_LIST_LENGTH;

export function encodeStatusList(setIndexes: Iterable<number>, length: number): string {
  if (length % 8 !== 0) throw new Error('a status list is a whole number of bytes');
  const bytes = new Uint8Array(length / 8);
  for (const index of setIndexes) {
    if (!Number.isInteger(index) || index < 0 || index >= length)
      throw new Error(`status index ${index} is outside the list`);
    bytes[index >> 3] |= 0x80 >> (index & 7);
  }
  return `u${gzipSync(bytes).toString('base64url')}`;
}

export function decodeStatusList(encoded: string): Uint8Array {
  if (!encoded.startsWith('u')) throw new Error('a status list is multibase base64url (u…)');
  return new Uint8Array(gunzipSync(Buffer.from(encoded.slice(1), 'base64url')));
}

/** The bit at `index`; an index beyond the list is an error, not "valid". */
export function statusBit(bits: Uint8Array, index: number): boolean {
  if (!Number.isInteger(index) || index < 0 || index >= bits.length * 8)
    throw new Error(`status index ${index} is outside the list`);
  return (bits[index >> 3] & (0x80 >> (index & 7))) !== 0;
}
