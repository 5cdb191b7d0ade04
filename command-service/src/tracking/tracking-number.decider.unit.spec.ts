import { describe, it } from 'vitest';
import type { StreamEvents } from '../command-handling/decider';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { whenDeciding } from '../../test/harness/stream-decision-specification';
import {
  type TrackingCounterEvent,
  decideGenerateTracked,
  trackingCounterDecider,
} from './tracking-number.decider';

const hubUuid = '3f9a0000-0000-4000-8000-000000000001';
const reserved = (from: number, count: number): TrackingCounterEvent => ({
  type: 'TrackingNumbersReserved',
  data: { hubUuid, kind: 'TRACKED_ITEM', from, count },
});
const reserve = (count: number) =>
  ({ type: 'ReserveTrackingNumbers', hubUuid, kind: 'TRACKED_ITEM', count }) as const;
const given = specificationFor(trackingCounterDecider);

describe('tracking numbers', () => {
  it('reserves numbers after the ones already reserved', () => {
    given([])
      .when(reserve(2))
      .then([reserved(1, 2)]);
    given([reserved(1, 2)])
      .when(reserve(1))
      .then([reserved(3, 1)]);
  });
  it('accepts 1 to 999', () => {
    const tooMany = refusedAs('invalid', 'validationError', {
      trackedItemsCount: 'validationInvalid',
    });
    given([]).when(reserve(0)).thenThrows(tooMany);
    given([]).when(reserve(1000)).thenThrows(tooMany);
    given([])
      .when({ ...reserve(0), kind: 'COLLECTOR' })
      .thenThrows(
        refusedAs('invalid', 'validationError', { collectorsCount: 'validationInvalid' }),
      );
  });
  it('numbers new items after the counter, each on its own stream', () => {
    whenDeciding(() =>
      decideGenerateTracked(
        { kind: 'TRACKED_ITEM', hubUuid, type: 'BAG', uuids: ['u0'], at: 'now' },
        { counter: { next: 3 } },
      ),
    ).then([
      { streamId: `trackingNumbers-TRACKED_ITEM-${hubUuid}`, events: [reserved(3, 1)] },
      {
        streamId: 'trackedItem-u0',
        events: [
          {
            type: 'TrackedItemGenerated',
            data: {
              uuid: 'u0',
              hubUuid,
              type: 'BAG',
              trackingNumber: 'BAG-3F9A-000003',
              at: 'now',
            },
          },
        ],
      },
    ]);
    whenDeciding(() =>
      decideGenerateTracked(
        { kind: 'COLLECTOR', hubUuid, type: 'HOUSEHOLD', uuids: ['c0', 'c1'], at: 'now' },
        { counter: { next: 1 } },
      ),
    ).then([
      {
        streamId: `trackingNumbers-COLLECTOR-${hubUuid}`,
        events: [
          {
            type: 'TrackingNumbersReserved',
            data: { hubUuid, kind: 'COLLECTOR', from: 1, count: 2 },
          },
        ],
      },
      ...['c0', 'c1'].map((uuid, i): StreamEvents => ({
        streamId: `collector-${uuid}`,
        events: [
          {
            type: 'CollectorGenerated',
            data: {
              uuid,
              hubUuid,
              type: 'HOUSEHOLD',
              trackingNumber: `HH-3F9A-00000${i + 1}`,
              at: 'now',
            },
          },
        ],
      })),
    ]);
  });
});
