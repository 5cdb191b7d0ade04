import {
  roundQuantity,
  type EventData,
  type EventOf,
  type MarketplaceStockLine,
} from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';

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

export type MarketplaceFeedCommand = {
  type: 'SyncMarketplace';
  hubUuid: string;
  company: EventData<'MarketplaceSynced'>['company'];
  /** The hub's current stock, as the hub stock screen computes it. */
  stock: MarketplaceStockLine[];
  at: string;
};

export type MarketplaceFeedEvent = EventOf<'MarketplaceSynced'>;

/** The hub's feed stream: read before each sync, so the append expects its version (a later sync is not a conflict). */
export interface MarketplaceFeed {
  syncs: number;
}

/** Every sync publishes the whole current stock, so the feed's last event is the listing. */
const decide = (command: MarketplaceFeedCommand): MarketplaceFeedEvent[] => {
  switch (command.type) {
    case 'SyncMarketplace':
      return [
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
    default:
      return unreachable(command.type);
  }
};

const evolve = (state: MarketplaceFeed, event: MarketplaceFeedEvent): MarketplaceFeed => {
  switch (event.type) {
    case 'MarketplaceSynced':
      return { syncs: state.syncs + 1 };
    default:
      return unreachable(event.type);
  }
};

export const marketplaceFeedDecider: Decider<
  MarketplaceFeed,
  MarketplaceFeedCommand,
  MarketplaceFeedEvent
> = {
  initialState: () => ({ syncs: 0 }),
  eventTypes: eventTypes<MarketplaceFeedEvent>({ MarketplaceSynced: true }),
  evolve,
  decide,
};
