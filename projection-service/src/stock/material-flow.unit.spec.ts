import { describe, expect, it } from 'vitest';
import type { EventData, EventOf, StoredEvent } from '@cairn/contracts';
import { massBalanceProjection } from '../mass-balance/mass-balance.projection';
import { hubStockProjection } from './hub-stock.projection';
import { MATERIAL_FLOW_EVENTS, processesFromStock, removedRow, reviewedRow } from './material-flow';

const review = (
  type: 'HubEventReviewed' | 'HubEventAutoReviewed',
  status: string,
): StoredEvent<EventOf<'HubEventReviewed' | 'HubEventAutoReviewed'>> =>
  ({ type, data: { uuid: 'a', status } }) as never;

describe('the material flow both the stock and the mass balance fold', () => {
  it('is handled by both projections', () => {
    for (const type of MATERIAL_FLOW_EVENTS) {
      expect(hubStockProjection.handles).toContain(type);
      expect(massBalanceProjection.handles).toContain(type);
    }
    // The mass balance folds nothing else; the stock adds transports and certificates.
    expect([...massBalanceProjection.handles].sort()).toEqual([...MATERIAL_FLOW_EVENTS].sort());
  });
  it('counts a processing start only when it takes from the stock', () => {
    const started = { registeredMaterialUuid: null } as EventData<'ProcessingUnitStarted'>;
    expect(processesFromStock(started)).toBe(true);
    expect(processesFromStock({ ...started, registeredMaterialUuid: 'load' })).toBe(false);
  });
  it('keeps a removed row, marked', () => {
    expect(removedRow({ removed: false, weight: 3 })).toEqual({ removed: true, weight: 3 });
    expect(removedRow(null)).toBeNull();
  });
  it("flags by a person's review, or by the machine's before any person", () => {
    const row: { removed: boolean; flagged?: boolean; personReviewed?: boolean } = {
      removed: false,
    };
    const machine = reviewedRow(row, review('HubEventAutoReviewed', 'AUTO_FLAGGED'));
    expect(machine).toEqual({ removed: false, flagged: true });
    const person = reviewedRow(machine, review('HubEventReviewed', 'APPROVED'));
    expect(person).toEqual({ removed: false, flagged: false, personReviewed: true });
    expect(reviewedRow(person, review('HubEventAutoReviewed', 'AUTO_FLAGGED'))).toBe(person);
    expect(reviewedRow(null, review('HubEventReviewed', 'FLAGGED'))).toBeNull();
  });
});
