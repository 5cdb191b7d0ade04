import { describe, expect, it } from 'vitest';
import { specificationFor } from '../../test/harness/decider-specification';
import {
  type MarketplaceFeedEvent,
  marketplaceFeedDecider,
  offeredLines,
} from './marketplace.decider';

const given = specificationFor(marketplaceFeedDecider);
const at = '2026-11-22T08:00:00.000Z';

describe('marketplace sync', () => {
  it('offers positive quantities only, rounded, largest first', () => {
    expect(
      offeredLines([
        { materialType: 'PET_CLEAR', quantity: 3.00049, quantityUnit: 'KG' },
        { materialType: 'HDPE_MIXED', quantity: 10, quantityUnit: 'KG' },
        { materialType: 'GLASS_MIXED', quantity: 3, quantityUnit: 'LITER' },
        { materialType: 'LDPE_FILM', quantity: 0, quantityUnit: 'KG' },
        { materialType: 'MLP', quantity: -2, quantityUnit: 'KG' },
      ]),
    ).toEqual([
      { materialType: 'HDPE_MIXED', quantity: 10, quantityUnit: 'KG' },
      { materialType: 'GLASS_MIXED', quantity: 3, quantityUnit: 'LITER' },
      { materialType: 'PET_CLEAR', quantity: 3, quantityUnit: 'KG' },
    ]);
  });
  it('given a hub with stock, when synced, then one MarketplaceSynced carries the whole stock', () => {
    const company = { name: 'Pune', city: 'Pune', country: 'IN' };
    const stock = [
      { materialType: 'PET_CLEAR' as const, quantity: 4, quantityUnit: 'KG' as const },
    ];
    given([])
      .when({ type: 'SyncMarketplace', hubUuid: 'h1', company, stock, at })
      .then([
        { type: 'MarketplaceSynced', data: { hubUuid: 'h1', company, lines: stock, syncedAt: at } },
      ]);
  });
  it('an empty stock publishes an empty listing, replacing the previous one', () => {
    const company = { name: 'P', city: 'P', country: 'IN' };
    const earlier: MarketplaceFeedEvent = {
      type: 'MarketplaceSynced',
      data: { hubUuid: 'h1', company, lines: [], syncedAt: at },
    };
    given([earlier])
      .when({ type: 'SyncMarketplace', hubUuid: 'h1', company, stock: [], at })
      .then([earlier]);
  });
});
