import type { DomainEvent, TrackedItemState } from '@cairn/contracts';
import type { LegacyDecider } from '../command-handling/decider';
import type { StreamEvents } from '../command-handling/decider';
import type { ClearanceAggregate } from './clearance.decider';

/**
 * `clearanceStock-<hubUuid>`: every clearance of the hub appends here, with the version it read. The stock
 * is summed by a projection, so two clearances deciding at once would both see the whole stock; through
 * this stream the later one conflicts and decides again on the stock the first left (docs/reliability.md).
 */
export const stockGuardStream = (hubUuid: string) => `clearanceStock-${hubUuid}`;

export const stockGuardDecider: LegacyDecider<{ claims: number }> = {
  initialState: { claims: 0 },
  evolve: (state, event) =>
    event.type === 'ClearanceStockClaimed' ? { claims: state.claims + 1 } : state,
};

export const claimStock = (hubUuid: string, clearanceUuid: string, at: string): StreamEvents => ({
  streamId: stockGuardStream(hubUuid),
  events: [{ type: 'ClearanceStockClaimed', data: { hubUuid, clearanceUuid, at } }],
});

/** A tracked item's stream as a clearance sees it: whose it is and on which clearance it left, if any. */
export interface TrackedItemOnTruck {
  exists: boolean;
  hubUuid: string | null;
  clearanceUuid: string | null;
}
export const trackedItemTransitDecider: LegacyDecider<TrackedItemOnTruck> = {
  initialState: { exists: false, hubUuid: null, clearanceUuid: null },
  evolve(state, event) {
    switch (event.type) {
      case 'TrackedItemGenerated':
        return { ...state, exists: true, hubUuid: event.data.hubUuid };
      case 'TrackedItemCleared':
        return { ...state, clearanceUuid: event.data.clearanceUuid };
      case 'TrackedItemReturned':
        return state.clearanceUuid === event.data.clearanceUuid
          ? { ...state, clearanceUuid: null }
          : state;
      default:
        return state;
    }
  },
};

/** The states in which a tracked item's bag is in a hub's stock, ready to be cleared (Document 3 §3). */
export const CLEARABLE_ITEM_STATES: readonly TrackedItemState[] = ['SORTED', 'PROCESSED'];

/**
 * The tracked items whose bags left on a loaded clearance go IN_TRANSIT, each on its own stream: an item
 * of another hub, unknown, or already on a truck is left alone (it is not this clearance's).
 */
export const decideItemsCleared = (
  clearance: { uuid: string; hubUuid: string; at: string },
  items: ReadonlyArray<{ uuid: string; stream: TrackedItemOnTruck }>,
): StreamEvents[] =>
  items
    .filter(
      ({ stream }) =>
        stream.exists && stream.hubUuid === clearance.hubUuid && stream.clearanceUuid === null,
    )
    .map(({ uuid }) => ({
      streamId: `trackedItem-${uuid}`,
      events: [
        {
          type: 'TrackedItemCleared',
          data: {
            uuid,
            hubUuid: clearance.hubUuid,
            clearanceUuid: clearance.uuid,
            at: clearance.at,
          },
        },
      ],
    }));

/**
 * Removing a clearance's hub event (the admin's review): the stock it took comes back (each material line,
 * so the stock and the mass balance drop it) and its tracked items return to the state they had.
 */
export const decideClearanceRemoved = (
  clearanceUuid: string,
  clearance: ClearanceAggregate,
  items: ReadonlyArray<{ uuid: string; stream: TrackedItemOnTruck }>,
  at: string,
): { onClearance: DomainEvent[]; onItems: StreamEvents[] } => {
  if (!clearance.exists || !clearance.hubUuid) return { onClearance: [], onItems: [] };
  const hubUuid = clearance.hubUuid;
  return {
    onClearance: clearance.taken.map(({ materialType }) => ({
      type: 'ClearanceStockReturned',
      data: { uuid: `${clearanceUuid}:${materialType}`, clearanceUuid, hubUuid, materialType, at },
    })),
    onItems: items
      .filter(({ stream }) => stream.clearanceUuid === clearanceUuid)
      .map(({ uuid }) => ({
        streamId: `trackedItem-${uuid}`,
        events: [{ type: 'TrackedItemReturned', data: { uuid, hubUuid, clearanceUuid, at } }],
      })),
  };
};
