import {
  roundQuantity,
  type DomainEvent,
  type EventData,
  type MarketplaceStockLine,
} from '@cairn/contracts';
import type { LegacyDecider } from '../command-handling/decider';

/** The lines a listing offers: positive quantities only, rounded to grams, largest first. */
export const offeredLines = (stock: MarketplaceStockLine[]): MarketplaceStockLine[] =>
  stock
    .map(({ materialType, quantity, quantityUnit }) => ({
      materialType,
      quantity: roundQuantity(quantity),
      quantityUnit,
    }))
    .filter((l) => l.quantity > 0)
    .sort((a, b) => b.quantity - a.quantity || a.materialType.localeCompare(b.materialType));

export interface SyncMarketplace {
  hubUuid: string;
  company: EventData<'MarketplaceSynced'>['company'];
  /** The hub's current stock, as the hub stock screen computes it. */
  stock: MarketplaceStockLine[];
  at: string;
}

/** Every sync publishes the whole current stock, so the feed's last event is the listing. */
export const decideMarketplaceSync = (command: SyncMarketplace): DomainEvent[] => [
  {
    type: 'MarketplaceSynced',
    data: {
      hubUuid: command.hubUuid,
      company: command.company,
      lines: offeredLines(command.stock),
      syncedAt: command.at,
    },
  },
];

/** The hub's feed stream: read before each sync, so the append expects its version (a later sync is not a conflict). */
export const marketplaceFeedDecider: LegacyDecider<{ syncs: number }> = {
  initialState: { syncs: 0 },
  evolve: (state, event) =>
    event.type === 'MarketplaceSynced' ? { syncs: state.syncs + 1 } : state,
};
