import type { CollectorType, TrackedItemType } from '@cairn/contracts';
import type { TrackedItemRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { DomainError } from '../command-handling/domain-error';
import { hubDecider } from '../hubs/hub.decider';
import {
  decideGenerateTracked,
  trackingCounterDecider,
  trackingCounterStream,
} from './tracking-number.decider';
import { trackedItemDecider, trackedItemStream } from './tracked-item.decider';
import { loadTracked } from './tracking.queries';

/** What an admin generates for a hub: `count` collector cards or tracked items of one type. */
export type GenerateTrackedRequest =
  | { kind: 'COLLECTOR'; hubUuid: string; type: CollectorType; count: number }
  | { kind: 'TRACKED_ITEM'; hubUuid: string; type: TrackedItemType; count: number };

/** Generates collectors or tracked items for a hub in one atomic append. */
export const generateTracked = async (
  app: AppContext,
  ctx: CommandContext,
  { count, ...request }: GenerateTrackedRequest,
): Promise<{ uuids: string[] }> => {
  const { kind, hubUuid } = request;
  // Numbered in uuid order: a batch shares one createdAt and the read store breaks ties by id, so the
  // cards of a batch list (and print) in tracking-number order.
  const uuids = Array.from({ length: count }, () => app.newId()).sort();
  const done = await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const hub = await reader.load(`hub-${hubUuid}`, hubDecider);
    if (!hub.exists) throw new DomainError('notFound', 'notFoundMessage');
    const counter = await reader.load(trackingCounterStream(kind, hubUuid), trackingCounterDecider);
    return {
      appends: decideGenerateTracked({ ...request, uuids, at: ctx.now }, { counter }),
      result: { status: 200, body: { uuids } },
    };
  });
  return done.body as { uuids: string[] };
};

/** POST /api/trackedItems/{uuid}: its hub corrects an unassigned item's type; answers the item as GET does. */
export const retypeTrackedItem = async (
  app: AppContext,
  ctx: CommandContext,
  { hubUuid, uuid, type }: { hubUuid: string; uuid: string; type: TrackedItemType },
) => {
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const stream = trackedItemStream(uuid);
    const item = await reader.load(stream, trackedItemDecider);
    const row = await app.rows.get<TrackedItemRow>('trackedItems', uuid);
    const events = trackedItemDecider.decide(
      {
        type: 'RetypeTrackedItem',
        uuid,
        hubUuid,
        itemType: type,
        itemState: row?.state ?? null,
        at: ctx.now,
      },
      item,
    );
    return {
      appends: [{ streamId: stream, events }],
      result: { status: 200, body: { uuid } },
    };
  });
  return loadTracked(app, 'trackedItem', uuid, hubUuid);
};
