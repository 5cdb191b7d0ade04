import type { MaterialType } from '@cairn/contracts';
import type { TrackedItemRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import type { StreamReader } from '../command-handling/command-handler';
import type { StreamEvents } from '../command-handling/decider';
import { clearanceDecider } from './clearance.decider';
import {
  CLEARABLE_ITEM_STATES,
  decideClearTrackedItems,
  decideReturnClearance,
  trackedItemTransitDecider,
} from './clearance-stock.decider';

const loadItems = async (reader: StreamReader, uuids: readonly string[]) =>
  Promise.all(
    uuids.map(async (uuid) => ({
      uuid,
      stream: await reader.load(`trackedItem-${uuid}`, trackedItemTransitDecider),
    })),
  );

/**
 * Which tracked items leave with a loaded clearance: a clearance unit's own items; for a clearance of the
 * whole stock of some types, every item of the hub whose bag (graded or processed output) is of those
 * types and still at the hub. A partial clearance without a unit names no bag, so it moves no item.
 */
export const itemsLeaving = async (
  app: AppContext,
  reader: StreamReader,
  clearance: { uuid: string; hubUuid: string; at: string },
  leaving: { unitItems: readonly string[] } | { wholeStockOf: readonly MaterialType[] } | null,
): Promise<StreamEvents[]> => {
  if (!leaving) return [];
  const uuids =
    'unitItems' in leaving
      ? leaving.unitItems
      : (await app.rows.findBy<TrackedItemRow>('trackedItems', 'hubUuid', clearance.hubUuid))
          .filter(
            (r) =>
              CLEARABLE_ITEM_STATES.includes(r.state) &&
              r.materialType !== undefined &&
              leaving.wholeStockOf.includes(r.materialType),
          )
          .map((r) => r.uuid);
  return decideClearTrackedItems(
    { type: 'ClearTrackedItems', ...clearance },
    { items: await loadItems(reader, uuids) },
  );
};

const CLEARANCE_STREAM = /^(materialClearance|clearanceTransport|handlingCenterClearance)-(.+)$/;

/**
 * What removing a hub event adds besides HubEventRemoved, when the event is a weighed clearance: its stock
 * lines come back (on the clearance's own stream) and its tracked items return (docs/hub-stock.md).
 * Other streams: nothing.
 */
export const clearanceRemoval = async (
  app: AppContext,
  reader: StreamReader,
  streamId: string,
  at: string,
): Promise<StreamEvents[]> => {
  const match = CLEARANCE_STREAM.exec(streamId);
  if (!match) return [];
  const uuid = match[2];
  const clearance = await reader.load(streamId, clearanceDecider);
  const onTruck = clearance.hubUuid
    ? (await app.rows.findBy<TrackedItemRow>('trackedItems', 'hubUuid', clearance.hubUuid))
        .filter((r) => r.clearanceUuid === uuid)
        .map((r) => r.uuid)
    : [];
  return decideReturnClearance(
    { type: 'ReturnClearance', streamId, clearanceUuid: uuid, at },
    { clearance, items: await loadItems(reader, onTruck) },
  );
};
