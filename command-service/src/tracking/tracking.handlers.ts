import type { CollectorType, TrackedItemType } from '@cairn/contracts';
import type { TrackedItemRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { DomainError } from '../command-handling/domain-error';
import { hubDecider } from '../hubs/hub.decider';
import {
  decideGeneration,
  trackingCounterDecider,
  type TrackingKind,
} from './tracking-number.decider';
import { decideRetypeTrackedItem, trackedItemDecider } from './tracked-item.decider';
import { loadTracked } from './tracking.queries';

/** Generates collectors or tracked items for a hub in one atomic append. */
export const generateTracked = async (
  app: AppContext,
  ctx: CommandContext,
  kind: TrackingKind,
  hubUuid: string,
  type: CollectorType | TrackedItemType,
  count: number,
): Promise<{ uuids: string[] }> => {
  // Numbered in uuid order: a batch shares one createdAt and the read store breaks ties by id, so the
  // cards of a batch list (and print) in tracking-number order.
  const uuids = Array.from({ length: count }, () => app.newId()).sort();
  const done = await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const hub = await reader.load(`hub-${hubUuid}`, hubDecider);
    if (!hub.exists) throw new DomainError('notFound', 'notFoundMessage');
    const counterStream = `trackingNumbers-${kind}-${hubUuid}`;
    const generated = decideGeneration(
      { kind, hubUuid, type, uuids, at: ctx.now },
      await reader.load(counterStream, trackingCounterDecider),
    );
    const prefix = kind === 'COLLECTOR' ? 'collector' : 'trackedItem';
    return {
      appends: [
        { streamId: counterStream, events: generated.counter },
        ...generated.items.map((i) => ({ streamId: `${prefix}-${i.uuid}`, events: i.events })),
      ],
      result: { status: 200, body: { uuids } },
    };
  });
  return done.body as { uuids: string[] };
};

/** POST /api/trackedItems/{uuid}: its hub corrects an unassigned item's type; answers the item as GET does. */
export const retypeTrackedItem = async (
  app: AppContext,
  ctx: CommandContext,
  hubUuid: string,
  uuid: string,
  type: TrackedItemType,
) => {
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const item = await reader.load(`trackedItem-${uuid}`, trackedItemDecider);
    const row = await app.rows.get<TrackedItemRow>('trackedItems', uuid);
    const events = decideRetypeTrackedItem(
      { uuid, hubUuid, type, at: ctx.now },
      item,
      row?.state ?? null,
    );
    return {
      appends: [{ streamId: `trackedItem-${uuid}`, events }],
      result: { status: 200, body: { uuid } },
    };
  });
  return loadTracked(app, 'trackedItem', uuid, hubUuid);
};
