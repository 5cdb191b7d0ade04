import { describe, expect, it } from 'vitest';
import { Feature, HubType } from '@cairn/contracts';
import { overviewTabs, tabWidthPercent } from './overview-tabs';

const ALL = Feature.options;

describe("the hub overview's tabs follow the hub's type and features (Document 3 §2)", () => {
  it.each([
    ['COLLECTION_CENTER', ['COLLECTION', 'REGISTRATION', 'GRADING', 'CLEARANCE']],
    ['RECYCLER', ['REGISTRATION', 'GRADING', 'PROCESSING', 'CLEARANCE', 'CERTIFICATION']],
    ['CARRIER', ['REGISTRATION', 'DISPATCH']],
    ['MATERIAL_HANDLING_CENTER', ['REGISTRATION', 'CLEARANCE']],
    ['CO_PROCESSING_FACILITY', ['REGISTRATION', 'CERTIFICATION']],
    // Types the table does not name register what they receive, nothing more.
    ['HUB', ['REGISTRATION']],
    ['BUYER', ['REGISTRATION']],
    ['PICKUP_POINT', ['REGISTRATION']],
    ['ORGANIZATION', ['REGISTRATION']],
  ] as const)('%s with every feature: %j', (type, tabs) => {
    expect(HubType.options).toContain(type);
    expect(overviewTabs(type, ALL)).toEqual(tabs);
  });

  it.each([
    ['MATERIAL_COLLECTION', 'COLLECTION'],
    ['MATERIAL_SEGREGATION', 'GRADING'],
    ['MATERIAL_CLEARANCE', 'CLEARANCE'],
    ['MATERIAL_PROCESSING', 'PROCESSING'],
    ['MATERIAL_CERTIFICATION', 'CERTIFICATION'],
    ['MATERIAL_DISPATCH', 'DISPATCH'],
  ] as const)('without %s there is no %s tab', (feature, tab) => {
    for (const type of ['COLLECTION_CENTER', 'RECYCLER', 'CARRIER'] as const) {
      const withIt = overviewTabs(type, ALL);
      const without = overviewTabs(
        type,
        ALL.filter((f) => f !== feature),
      );
      expect(without).not.toContain(tab);
      if (withIt.includes(tab)) expect(without).toHaveLength(withIt.length - 1);
    }
  });

  it('offers Registration with any one of the four registration features, none without', () => {
    for (const feature of [
      'WASTE_BAG_REGISTRATION',
      'TRUCK_LOAD_REGISTRATION',
      'CONTAINER_REGISTRATION',
      'MATERIAL_REGISTRATION',
    ] as const)
      expect(overviewTabs('CARRIER', [feature])).toEqual(['REGISTRATION']);
    expect(overviewTabs('CARRIER', ['MATERIAL_DISPATCH'])).toEqual(['DISPATCH']);
  });

  it('sizes tabs 20 % for four or more, 33 % for three, 50 % for two', () => {
    expect([5, 4, 3, 2].map(tabWidthPercent)).toEqual([20, 20, 33, 50]);
  });
});
