import type { EventOf, TrackedItemState } from '@cairn/contracts';
import {
  type Decider,
  type StreamEvents,
  eventTypes,
  unreachable,
} from '../command-handling/decider';
import type { StreamDecision } from '../command-handling/stream-decision';
import { type ClearanceAggregate, clearanceDecider } from './clearance.decider';

/**
 * `clearanceStock-<hubUuid>`: every clearance of the hub appends here, with the version it read. The stock
 * is summed by a projection, so two clearances deciding at once would both see the whole stock; through
 * this stream the later one conflicts and decides again on the stock the first left (docs/reliability.md).
 */
export const stockGuardStream = (hubUuid: string) => `clearanceStock-${hubUuid}`;

type StockClaimed = EventOf<'ClearanceStockClaimed'>;
export const stockGuardDecider: Decider<
  { claims: number },
  { type: 'ClaimClearanceStock'; hubUuid: string; clearanceUuid: string; at: string },
  StockClaimed
> = {
  initialState: () => ({ claims: 0 }),
  eventTypes: eventTypes<StockClaimed>({ ClearanceStockClaimed: true }),
  evolve: (state) => ({ claims: state.claims + 1 }),
  decide: ({ hubUuid, clearanceUuid, at }) => [
    { type: 'ClearanceStockClaimed', data: { hubUuid, clearanceUuid, at } },
  ],
};

export const claimStock = (hubUuid: string, clearanceUuid: string, at: string): StreamEvents => ({
  streamId: stockGuardStream(hubUuid),
  events: stockGuardDecider.decide(
    { type: 'ClaimClearanceStock', hubUuid, clearanceUuid, at },
    { claims: 0 },
  ),
});

/** A tracked item's stream as a clearance sees it: whose it is and on which clearance it left, if any. */
export interface TrackedItemOnTruck {
  exists: boolean;
  hubUuid: string | null;
  clearanceUuid: string | null;
}
export type TrackedItemTransitCommand = {
  type: 'ClearTrackedItem' | 'ReturnTrackedItem';
  uuid: string;
  hubUuid: string;
  clearanceUuid: string;
  at: string;
};
export type TrackedItemTransitEvent = EventOf<
  'TrackedItemGenerated' | 'TrackedItemCleared' | 'TrackedItemReturned'
>;

/** Its bag leaves on a clearance (IN_TRANSIT), or comes back when that clearance is removed. */
const decideTransit = (command: TrackedItemTransitCommand): TrackedItemTransitEvent[] => {
  const { type, ...data } = command;
  switch (type) {
    case 'ClearTrackedItem':
      return [{ type: 'TrackedItemCleared', data }];
    case 'ReturnTrackedItem':
      return [{ type: 'TrackedItemReturned', data }];
    default:
      return unreachable(type);
  }
};

const evolveTransit = (
  state: TrackedItemOnTruck,
  event: TrackedItemTransitEvent,
): TrackedItemOnTruck => {
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
      return unreachable(event);
  }
};

export const trackedItemTransitDecider: Decider<
  TrackedItemOnTruck,
  TrackedItemTransitCommand,
  TrackedItemTransitEvent
> = {
  initialState: () => ({ exists: false, hubUuid: null, clearanceUuid: null }),
  eventTypes: eventTypes<TrackedItemTransitEvent>({
    TrackedItemGenerated: true,
    TrackedItemCleared: true,
    TrackedItemReturned: true,
  }),
  evolve: evolveTransit,
  decide: decideTransit,
};

/** The states in which a tracked item's bag is in a hub's stock, ready to be cleared (Document 3 §3). */
export const CLEARABLE_ITEM_STATES: readonly TrackedItemState[] = ['SORTED', 'PROCESSED'];

type ItemsOnStreams = { items: ReadonlyArray<{ uuid: string; stream: TrackedItemOnTruck }> };

/**
 * The tracked items whose bags left on a loaded clearance go IN_TRANSIT, each on its own stream: an item
 * of another hub, unknown, or already on a truck is left alone (it is not this clearance's).
 */
export const decideClearTrackedItems: StreamDecision<
  { type: 'ClearTrackedItems'; uuid: string; hubUuid: string; at: string },
  ItemsOnStreams
> = (clearance, { items }) =>
  items
    .filter(
      ({ stream }) =>
        stream.exists && stream.hubUuid === clearance.hubUuid && stream.clearanceUuid === null,
    )
    .map(({ uuid, stream }) => ({
      streamId: `trackedItem-${uuid}`,
      events: trackedItemTransitDecider.decide(
        {
          type: 'ClearTrackedItem',
          uuid,
          hubUuid: clearance.hubUuid,
          clearanceUuid: clearance.uuid,
          at: clearance.at,
        },
        stream,
      ),
    }));

/**
 * Removing a clearance's hub event (the admin's review): the stock it took comes back (each material line,
 * so the stock and the mass balance drop it) and its tracked items return to the state they had.
 */
export const decideReturnClearance: StreamDecision<
  { type: 'ReturnClearance'; streamId: string; clearanceUuid: string; at: string },
  ItemsOnStreams & { clearance: ClearanceAggregate }
> = ({ streamId, clearanceUuid, at }, { clearance, items }) => {
  if (!clearance.exists || !clearance.hubUuid) return [];
  const hubUuid = clearance.hubUuid;
  return [
    {
      streamId,
      events: clearanceDecider.decide(
        { type: 'ReturnClearanceStock', clearanceUuid, at },
        clearance,
      ),
    },
    ...items
      .filter(({ stream }) => stream.clearanceUuid === clearanceUuid)
      .map(({ uuid, stream }) => ({
        streamId: `trackedItem-${uuid}`,
        events: trackedItemTransitDecider.decide(
          { type: 'ReturnTrackedItem', uuid, hubUuid, clearanceUuid, at },
          stream,
        ),
      })),
  ];
};
