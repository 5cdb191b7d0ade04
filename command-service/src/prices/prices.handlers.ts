import type { MaterialPrice, SetMaterialPriceRequest } from '@cairn/contracts';
import { type HubRow, type UserRow, priceHistory } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { loadHub } from '../hubs/hub.handlers';
import { priceListDecider } from './price-list.decider';

/** GET /api/admin/companies/hubs/{hubUuid}/prices: the hub's price list with its history. */
export const listPrices = async (app: AppContext, hubUuid: string): Promise<MaterialPrice[]> => {
  await loadHub(app, hubUuid);
  return priceHistory(app.rows, hubUuid);
};

/** POST /api/admin/companies/hubs/{hubUuid}/prices: sets a price in the hub's currency; answers the list. */
export const setMaterialPrice = async (
  app: AppContext,
  ctx: CommandContext,
  command: SetMaterialPriceRequest & { hubUuid: string },
): Promise<MaterialPrice[]> => {
  const hub = await app.rows.get<HubRow>('hubs', command.hubUuid);
  const actor = ctx.actorUuid ? await app.rows.get<UserRow>('users', ctx.actorUuid) : undefined;
  await runCommand(app, { ...ctx, hubUuid: command.hubUuid }, async (reader) => {
    const streamId = `prices-${command.hubUuid}`;
    return {
      appends: [
        {
          streamId,
          events: priceListDecider.decide(
            {
              type: 'SetMaterialPrice',
              ...command,
              hub: hub ? { state: hub.state, currency: hub.currency } : null,
              by: actor ? { uuid: actor.uuid, name: `${actor.firstName} ${actor.lastName}` } : null,
              at: ctx.now,
            },
            await reader.load(streamId, priceListDecider),
          ),
        },
      ],
      result: { status: 201, body: { hubUuid: command.hubUuid } },
    };
  });
  return priceHistory(app.rows, command.hubUuid);
};
