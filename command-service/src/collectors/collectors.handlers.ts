import type { CollectorType, TrackedItemType } from '@cairn/contracts';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { DomainError } from '../command-handling/domain-error';
import { hubDecider } from '../hubs/hub.decider';
import { decideGeneration, trackingCounterDecider, type TrackingKind } from './tracking-number.decider';

/** Generates collectors or tracked items for a hub in one atomic append. */
export const generateTracked = async (
  app: AppContext, ctx: CommandContext, kind: TrackingKind, hubUuid: string, type: CollectorType | TrackedItemType, count: number,
): Promise<{ uuids: string[] }> => {
  // Numbered in uuid order: a batch shares one createdAt and the read store breaks ties by id, so the
  // cards of a batch list (and print) in tracking-number order.
  const uuids = Array.from({ length: count }, () => app.newId()).sort();
  const done = await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const hub = await reader.load(`hub-${hubUuid}`, hubDecider);
    if (!hub.exists) throw new DomainError(404, 'notFoundMessage');
    const counterStream = `trackingNumbers-${kind}-${hubUuid}`;
    const generated = decideGeneration({ kind, hubUuid, type, uuids, at: ctx.now }, await reader.load(counterStream, trackingCounterDecider));
    const prefix = kind === 'COLLECTOR' ? 'collector' : 'trackedItem';
    return {
      appends: [{ streamId: counterStream, events: generated.counter }, ...generated.items.map((i) => ({ streamId: `${prefix}-${i.uuid}`, events: i.events }))],
      result: { status: 200, body: { uuids } },
    };
  });
  return done.body as { uuids: string[] };
};
