import type { CollectorType, DomainEvent, TrackedItemType } from '@cairn/contracts';
import type { LegacyDecider } from '../command-handling/decider';
import { invalid } from '../command-handling/domain-error';

export type TrackingKind = 'COLLECTOR' | 'TRACKED_ITEM';
export interface TrackingCounter {
  next: number;
}

export const trackingCounterDecider: LegacyDecider<TrackingCounter> = {
  initialState: { next: 1 },
  evolve: (state, event) =>
    event.type === 'TrackingNumbersReserved' ? { next: event.data.from + event.data.count } : state,
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

export interface Generate {
  kind: TrackingKind;
  hubUuid: string;
  type: CollectorType | TrackedItemType;
  uuids: string[];
  at: string;
}

/** Count 1 to 999 (three characters at most, Document 2 §5); returns the counter's and each new item's events. */
export const decideGeneration = (
  command: Generate,
  counter: TrackingCounter,
): { counter: DomainEvent[]; items: Array<{ uuid: string; events: DomainEvent[] }> } => {
  const count = command.uuids.length;
  if (count < 1 || count > 999)
    throw invalid({
      [command.kind === 'COLLECTOR' ? 'collectorsCount' : 'trackedItemsCount']: 'validationInvalid',
    });
  const items = command.uuids.map((uuid, i) => {
    const number = trackingNumber(PREFIX[command.type], command.hubUuid, counter.next + i);
    const event: DomainEvent =
      command.kind === 'COLLECTOR'
        ? {
            type: 'CollectorGenerated',
            data: {
              uuid,
              hubUuid: command.hubUuid,
              type: command.type as CollectorType,
              trackingNumber: number,
              at: command.at,
            },
          }
        : {
            type: 'TrackedItemGenerated',
            data: {
              uuid,
              hubUuid: command.hubUuid,
              type: command.type as TrackedItemType,
              trackingNumber: number,
              at: command.at,
            },
          };
    return { uuid, events: [event] };
  });
  return {
    counter: [
      {
        type: 'TrackingNumbersReserved',
        data: { hubUuid: command.hubUuid, kind: command.kind, from: counter.next, count },
      },
    ],
    items,
  };
};
