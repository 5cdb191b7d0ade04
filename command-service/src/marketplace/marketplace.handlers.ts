import type { MarketplaceListing } from '@cairn/contracts';
import type { MarketplaceListingRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { DomainError } from '../command-handling/domain-error';
import { loadHub } from '../hubs/hub.handlers';
import { hubStock } from '../stock/hub-stock.queries';
import { marketplaceFeedDecider } from './marketplace.decider';

/** Publishes the hub's current stock (the same figures as the hub stock screen) to the marketplace feed. */
export const syncMarketplace = async (
  app: AppContext,
  ctx: CommandContext,
  hubUuid: string,
): Promise<MarketplaceListing> => {
  const hub = await loadHub(app, hubUuid);
  if (hub.state === 'ARCHIVED') throw new DomainError('invalid', 'hubNotActive');
  const stock = await hubStock(app, hubUuid);
  const streamId = `marketplace-${hubUuid}`;
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const feed = await reader.load(streamId, marketplaceFeedDecider);
    return {
      appends: [
        {
          streamId,
          events: marketplaceFeedDecider.decide(
            {
              type: 'SyncMarketplace',
              hubUuid,
              company: { name: hub.name, city: hub.city, country: hub.country },
              stock,
              at: ctx.now,
            },
            feed,
          ),
        },
      ],
      result: { status: 200, body: { hubUuid } },
    };
  });
  const [listing] = await listListings(app, hubUuid);
  if (!listing) throw new DomainError('notFound', 'notFoundMessage');
  return listing;
};

/** The feed: the last sync of each hub, or of one hub. */
export const listListings = async (
  app: AppContext,
  hubUuid?: string,
): Promise<MarketplaceListing[]> => {
  const rows = hubUuid
    ? [await app.rows.get<MarketplaceListingRow>('marketplaceListings', hubUuid)].filter(
        (r): r is MarketplaceListingRow => !!r,
      )
    : await app.rows.list<MarketplaceListingRow>('marketplaceListings');
  return rows.sort((a, b) => b.syncedAt.localeCompare(a.syncedAt));
};
