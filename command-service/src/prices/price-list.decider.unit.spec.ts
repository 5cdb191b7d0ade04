import { describe, it } from 'vitest';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { priceListDecider, type PriceListCommand, type PriceListEvent } from './price-list.decider';

const hubUuid = '00000000-0000-4000-8000-000000000001';
const at = '2026-11-01T10:00:00.000Z';
const set: PriceListCommand = {
  type: 'SetMaterialPrice',
  hubUuid,
  hub: { state: 'ACTIVE', currency: 'INR' },
  materialType: 'PET_CLEAR',
  price: 24.5,
  effectiveFrom: '2026-11-01',
  by: { uuid: 'admin', name: 'Asha Admin' },
  at,
};
const priceSet: PriceListEvent = {
  type: 'MaterialPriceSet',
  data: {
    hubUuid,
    materialType: 'PET_CLEAR',
    price: 24.5,
    currency: 'INR',
    effectiveFrom: '2026-11-01',
    setAt: at,
    setBy: { uuid: 'admin', name: 'Asha Admin' },
  },
};
const given = specificationFor(priceListDecider);

describe('price list decider', () => {
  it("sets a material's price from a day on, in the hub's currency", () => {
    given([]).when(set).then([priceSet]);
  });

  it('keeps history: a new price for the same day is a correction beside the first', () => {
    const later = '2026-11-02T08:00:00.000Z';
    given([priceSet])
      .when({ ...set, price: 26, at: later })
      .then([{ type: 'MaterialPriceSet', data: { ...priceSet.data, price: 26, setAt: later } }]);
  });

  it('records nothing when the same price is set again for the same day', () => {
    given([priceSet])
      .when({ ...set, at: '2026-11-03T00:00:00.000Z' })
      .then([]);
  });

  it('refuses an unknown hub (404) and an archived one', () => {
    given([])
      .when({ ...set, hub: null })
      .thenThrows(refusedAs('notFound', 'notFoundMessage'));
    given([])
      .when({ ...set, hub: { state: 'ARCHIVED', currency: 'INR' } })
      .thenThrows(refusedAs('invalid', 'hubNotActive'));
  });
});
