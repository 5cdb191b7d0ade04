import { clearanceSteps, roundQuantity } from '@cairn/contracts';
import type { StreamEvents } from '../command-handling/decider';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import {
  type ClearanceEvent,
  type WeighClearance,
  clearanceDecider,
  streamOfClearance,
} from './clearance.decider';
import { decideWeighClearance } from './clearance-weigh.decider';
import type { AvailableStock } from './clearance-stock-taken.decider';

/** What a weighing would carry besides its weight, slip and time (the handler's part). */
export type CompleteWhenLoaded = Omit<
  WeighClearance,
  'weight' | 'weighedAt' | 'weighSlipPictureFileUploadUuid' | 'weighSlipMimeType'
>;

export interface UnweighedContext {
  hub: HubAggregate;
  picture: FileUploadAggregate;
  /** The stock before this clearance took its share. */
  available: AvailableStock;
}

/**
 * weighMaterialClearance off: a clearance is complete when loaded. It is recorded as weighed at once,
 * at what it took (the whole stock, or the estimate when partial), with the loading picture as its
 * evidence: a CLEARANCE hub event, cleared in the mass balance, and on the road to the buyer. With the
 * setting on, the start is left as it is and the hub weighs it later.
 */
export const decideClearedWhenLoaded = (
  start: StreamEvents[],
  complete: CompleteWhenLoaded,
  ctx: UnweighedContext,
): StreamEvents[] => {
  if (!ctx.hub.fields || clearanceSteps(ctx.hub.fields).weigh) return start;
  const streamId = streamOfClearance(complete.kind, complete.uuid);
  const own = start.find((a) => a.streamId === streamId);
  if (!own) return start;
  const loaded = (own.events as ClearanceEvent[]).reduce(
    clearanceDecider.evolve,
    clearanceDecider.initialState(),
  );
  const weight = roundQuantity(loaded.taken.reduce((sum, line) => sum + line.quantity, 0));
  const weighed = decideWeighClearance(
    {
      ...complete,
      weight,
      weighedAt: complete.at,
      weighSlipPictureFileUploadUuid: loaded.transporterPictureFileUploadUuid,
      weighSlipMimeType: complete.transporterPictureMimeType,
    },
    { clearance: loaded, hub: ctx.hub, slip: ctx.picture, available: ctx.available },
  );
  return start.map((a) =>
    a.streamId === streamId ? { streamId, events: [...a.events, ...weighed[0].events] } : a,
  );
};

/** Whether the appends complete the clearance (so the truck is on the road to the buyer now). */
export const completedOnLoad = (appends: StreamEvents[]) =>
  appends.some((a) => a.events.some((e) => e.type === 'ClearanceWeighed'));
