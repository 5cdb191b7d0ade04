import type { CollectorType, EventOf, TrackedItemType } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { invalid } from '../command-handling/domain-error';
import type { StreamDecision } from '../command-handling/stream-decision';
import { collectorDecider, collectorStream } from '../collectors/collector.decider';
import { trackedItemDecider, trackedItemStream } from './tracked-item.decider';

export type TrackingKind = 'COLLECTOR' | 'TRACKED_ITEM';

/** `trackingNumbers-<kind>-<hubUuid>`: the next number; its version check keeps numbers unique. */
export interface TrackingCounter {
  next: number;
}

export type TrackingCounterCommand = {
  type: 'ReserveTrackingNumbers';
  hubUuid: string;
  kind: TrackingKind;
  count: number;
};
export type TrackingCounterEvent = EventOf<'TrackingNumbersReserved'>;

export const trackingCounterStream = (kind: TrackingKind, hubUuid: string) =>
  `trackingNumbers-${kind}-${hubUuid}`;

/** Count 1 to 999 (three characters at most, Document 2 §5). */
const decide = (
  command: TrackingCounterCommand,
  counter: TrackingCounter,
): TrackingCounterEvent[] => {
  switch (command.type) {
    case 'ReserveTrackingNumbers': {
      const { hubUuid, kind, count } = command;
      if (count < 1 || count > 999)
        throw invalid({
          [kind === 'COLLECTOR' ? 'collectorsCount' : 'trackedItemsCount']: 'validationInvalid',
        });
      return [
        { type: 'TrackingNumbersReserved', data: { hubUuid, kind, from: counter.next, count } },
      ];
    }
    default:
      return unreachable(command.type);
  }
};

const evolve = (_state: TrackingCounter, event: TrackingCounterEvent): TrackingCounter => {
  switch (event.type) {
    case 'TrackingNumbersReserved':
      return { next: event.data.from + event.data.count };
    default:
      return unreachable(event.type);
  }
};

export const trackingCounterDecider: Decider<
  TrackingCounter,
  TrackingCounterCommand,
  TrackingCounterEvent
> = {
  initialState: () => ({ next: 1 }),
  eventTypes: eventTypes<TrackingCounterEvent>({ TrackingNumbersReserved: true }),
  evolve,
  decide,
};

/** Human-readable, unique per hub: a type prefix, four letters of the hub and a running number, e.g. BAG-3F9A-000042. */
export const trackingNumber = (prefix: string, hubUuid: string, n: number) =>
  `${prefix}-${hubUuid.slice(0, 4).toUpperCase()}-${String(n).padStart(6, '0')}`;

const PREFIX: Record<CollectorType | TrackedItemType, string> = {
  INDIVIDUAL: 'IND',
  HOUSEHOLD: 'HH',
  COLLECTION_POINT: 'CP',
  BAG: 'BAG',
  BALE: 'BALE',
  SACK: 'SACK',
};

/** `uuids`: the new cards' or items' ids, numbered in this order. */
export type GenerateTracked =
  | { kind: 'COLLECTOR'; hubUuid: string; type: CollectorType; uuids: string[]; at: string }
  | { kind: 'TRACKED_ITEM'; hubUuid: string; type: TrackedItemType; uuids: string[]; at: string };

/** The counter reserves the numbers, and each new card or item's stream begins with its own. */
export const decideGenerateTracked: StreamDecision<
  GenerateTracked,
  { counter: TrackingCounter }
> = (command, { counter }) => {
  const { hubUuid, uuids, at } = command;
  const reserved = trackingCounterDecider.decide(
    { type: 'ReserveTrackingNumbers', hubUuid, kind: command.kind, count: uuids.length },
    counter,
  );
  const numberOf = (i: number) => trackingNumber(PREFIX[command.type], hubUuid, counter.next + i);
  const items = uuids.map((uuid, i) =>
    command.kind === 'COLLECTOR'
      ? {
          streamId: collectorStream(uuid),
          events: collectorDecider.decide(
            {
              type: 'GenerateCollector',
              uuid,
              hubUuid,
              collectorType: command.type,
              trackingNumber: numberOf(i),
              at,
            },
            collectorDecider.initialState(),
          ),
        }
      : {
          streamId: trackedItemStream(uuid),
          events: trackedItemDecider.decide(
            {
              type: 'GenerateTrackedItem',
              uuid,
              hubUuid,
              itemType: command.type,
              trackingNumber: numberOf(i),
              at,
            },
            trackedItemDecider.initialState(),
          ),
        },
  );
  return [{ streamId: trackingCounterStream(command.kind, hubUuid), events: reserved }, ...items];
};
