import { describe, expect, it } from 'vitest';
import { fold } from '../command-handling/decider';
import { decideGeneration, trackingCounterDecider } from './tracking-number.decider';

const hubUuid = '3f9a0000-0000-4000-8000-000000000001';
const generate = (count: number) => ({
  kind: 'TRACKED_ITEM' as const,
  hubUuid,
  type: 'BAG' as const,
  uuids: Array.from({ length: count }, (_, i) => `u${i}`),
  at: 'now',
});

describe('tracking numbers', () => {
  it('numbers new items after the ones already reserved', () => {
    const first = decideGeneration(generate(2), trackingCounterDecider.initialState);
    const counter = fold(trackingCounterDecider, first.counter);
    const second = decideGeneration(generate(1), counter);
    const numbers = [...first.items, ...second.items].map(
      (i) => (i.events[0].data as { trackingNumber: string }).trackingNumber,
    );
    expect(numbers).toEqual(['BAG-3F9A-000001', 'BAG-3F9A-000002', 'BAG-3F9A-000003']);
  });
  it('accepts 1 to 999', () => {
    expect(() => decideGeneration(generate(0), trackingCounterDecider.initialState)).toThrow(
      'validationError',
    );
    expect(() => decideGeneration(generate(1000), trackingCounterDecider.initialState)).toThrow(
      'validationError',
    );
  });
});
