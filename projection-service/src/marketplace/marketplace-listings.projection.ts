import type { MarketplaceListing } from '@cairn/contracts';
import { defineProjection } from '../projection';

export type MarketplaceListingRow = MarketplaceListing;

/** The marketplace feed: each hub's last published stock (the last sync replaces the previous). */
export const marketplaceListingsProjection = defineProjection<MarketplaceListingRow>()({
  name: 'marketplaceListings',
  model: {
    name: 'marketplaceListings',
    fields: { HUB_UUID: { path: 'hubUuid', type: 'text' } },
    sortBy: 'syncedAt',
  },
  handles: ['MarketplaceSynced'],
  keyOf: (event) => event.data.hubUuid,
  evolve(row, event) {
    switch (event.type) {
      case 'MarketplaceSynced':
        return { ...event.data };
      default:
        return row;
    }
  },
});
