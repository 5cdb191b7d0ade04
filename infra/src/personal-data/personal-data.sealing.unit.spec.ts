import { describe, expect, it } from 'vitest';
import { ERASED } from '@cairn/contracts';
import {
  isSealed,
  masterKeyId,
  newDataKey,
  parseMasterKey,
  sealValue,
  unsealValue,
  unwrapKey,
  wrapKey,
} from './personal-data.crypto';
import { sealEvent, sealedSubjects, unsealData } from './personal-data.sealing';

const collector = {
  type: 'CollectorDefined' as const,
  data: {
    uuid: 'c-1',
    hubUuid: 'h-1',
    name: 'Ana Lima',
    idNumber: 'ID-778899',
    birthDate: '1990-04-01',
    idDocumentFileUploadUuid: 'f-1',
    at: '2026-01-01T00:00:00.000Z',
  },
};

describe('sealing personal fields', () => {
  it('seals a value so that only its key opens it, bound to its subject', () => {
    const key = newDataKey();
    const sealed = sealValue(key, 's-1', 'Ana Lima');
    expect(sealed.$sealed).toMatch(/^s-1:/);
    expect(JSON.stringify(sealed)).not.toContain('Ana');
    expect(unsealValue(key, sealed)).toBe('Ana Lima');
    expect(() => unsealValue(newDataKey(), sealed)).toThrow();
    const moved = { $sealed: sealed.$sealed.replace(/^s-1/, 's-2') };
    expect(() => unsealValue(key, moved)).toThrow();
  });

  it('wraps data keys under the master key, and a rotation re-wraps them', () => {
    const [oldMaster, newMaster] = [newDataKey(), newDataKey()];
    const dataKey = newDataKey();
    const wrapped = wrapKey(oldMaster, 's-1', dataKey);
    expect(unwrapKey(oldMaster, 's-1', wrapped).equals(dataKey)).toBe(true);
    const rewrapped = wrapKey(newMaster, 's-1', unwrapKey(oldMaster, 's-1', wrapped));
    expect(unwrapKey(newMaster, 's-1', rewrapped).equals(dataKey)).toBe(true);
    expect(() => unwrapKey(oldMaster, 's-1', rewrapped)).toThrow();
    expect(masterKeyId(oldMaster)).not.toBe(masterKeyId(newMaster));
  });

  it('reads a master key as base64 or hex, 32 bytes only', () => {
    const key = newDataKey();
    expect(parseMasterKey(key.toString('base64')).equals(key)).toBe(true);
    expect(parseMasterKey(key.toString('hex')).equals(key)).toBe(true);
    expect(() => parseMasterKey('c2hvcnQ=')).toThrow(/32 bytes/);
  });

  it("seals a collector's identity and leaves business data in the clear", () => {
    const keys = new Map([['c-1', newDataKey()]]);
    const sealed = sealEvent(collector, keys);
    const text = JSON.stringify(sealed.data);
    for (const value of ['Ana Lima', 'ID-778899', '1990-04-01', 'f-1'])
      expect(text).not.toContain(value);
    expect(sealed.data).toMatchObject({ uuid: 'c-1', hubUuid: 'h-1', at: collector.data.at });
    expect(collector.data.name).toBe('Ana Lima');
    expect([...sealedSubjects(sealed.data)]).toEqual(['c-1']);
    expect(unsealData(sealed.data, keys)).toEqual(collector.data);
  });

  it("seals every object naming a user under that user's key, nulls stay null", () => {
    const keys = new Map([
      ['u-1', newDataKey()],
      ['u-2', newDataKey()],
    ]);
    const event = {
      type: 'CollectedMaterialRegistered' as const,
      data: {
        uuid: 'm-1',
        weight: 12.5,
        createdBy: { uuid: 'u-1', firstName: 'Rui', lastName: 'Sá' },
        list: [{ uuid: 'u-2', firstName: 'Eva', lastName: 'Ko', email: null }],
      },
    };
    const sealed = sealEvent(event as never, keys) as unknown as { data: typeof event.data };
    expect(isSealed(sealed.data.createdBy.firstName)).toBe(true);
    expect(sealed.data.list[0].email).toBeNull();
    expect(sealed.data.weight).toBe(12.5);
    expect([...sealedSubjects(sealed.data)].sort()).toEqual(['u-1', 'u-2']);
    expect(unsealData(sealed.data, keys)).toEqual(event.data);
  });

  it('reads an erased subject as ERASED, and writes nothing personal of one', () => {
    const keys = new Map<string, Buffer | null>([['c-1', newDataKey()]]);
    const sealed = sealEvent(collector, keys);
    keys.set('c-1', null);
    expect(unsealData(sealed.data, keys)).toMatchObject({
      uuid: 'c-1',
      name: ERASED,
      idNumber: ERASED,
      birthDate: ERASED,
    });
    expect(sealEvent(collector, keys).data).toMatchObject({ name: ERASED, idNumber: ERASED });
  });
});
