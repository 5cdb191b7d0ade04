import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import { decideRetypeTrackedItem, trackedItemDecider } from './tracked-item.decider';

const at = '2026-11-25T10:00:00.000Z';
const generated: DomainEvent = {
  type: 'TrackedItemGenerated',
  data: { uuid: 'i1', hubUuid: 'h1', type: 'BAG', trackingNumber: 'BAG-0001-000001', at },
};
const given = (...events: DomainEvent[]) => fold(trackedItemDecider, events);
const retype = (type: 'BAG' | 'BALE' | 'SACK', hubUuid = 'h1') => ({
  uuid: 'i1',
  hubUuid,
  type,
  at,
});

describe('retype a tracked item', () => {
  it('given an unassigned BAG, when its hub retypes it BALE, then it is retyped', () => {
    const events = decideRetypeTrackedItem(retype('BALE'), given(generated), 'UNASSIGNED');
    expect(events).toEqual([
      {
        type: 'TrackedItemRetyped',
        data: { uuid: 'i1', hubUuid: 'h1', type: 'BALE', previousType: 'BAG', at },
      },
    ]);
    expect(given(generated, ...events).type).toBe('BALE');
  });
  it('records nothing for the type it has', () => {
    expect(decideRetypeTrackedItem(retype('BAG'), given(generated), 'REGISTERED')).toEqual([]);
  });
  it('refuses once material carries it, and is not found for another hub or an unknown item', () => {
    expect(() => decideRetypeTrackedItem(retype('SACK'), given(generated), 'REGISTERED')).toThrow(
      'validationError',
    );
    expect(() =>
      decideRetypeTrackedItem(retype('SACK', 'h2'), given(generated), 'UNASSIGNED'),
    ).toThrow('notFoundMessage');
    expect(() => decideRetypeTrackedItem(retype('SACK'), given(), null)).toThrow('notFoundMessage');
  });
});
