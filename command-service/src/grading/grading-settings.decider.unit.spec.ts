import { describe, expect, it } from 'vitest';
import { HubFields } from '@cairn/contracts';
import { fold, type StreamEvents } from '../command-handling/decider';
import type { HubAggregate } from '../hubs/hub.decider';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { whenDeciding } from '../../test/harness/stream-decision-specification';
import { type AddOutputBag, decideAddOutputBag, decideFinishGrading } from './grading.decider';
import { segregationSlotDecider } from './segregation-slot.decider';
import {
  type SegregationUnitEvent,
  segregationUnitDecider,
  trackedItemOwnerDecider,
} from './segregation-unit.decider';

const fields = (enableBaleSegregationOutput: boolean) =>
  HubFields.parse({
    name: 'Hub',
    type: 'COLLECTION_CENTER',
    cameraResolution: 'W720_H960',
    street: 's',
    zipCode: '1',
    city: 'c',
    country: 'IN',
    currency: 'INR',
    collectedMaterialTypes: ['PET_CLEAR'],
    features: ['MATERIAL_SEGREGATION'],
    enableBaleSegregationOutput,
  });
const hubWith = (bales: boolean): HubAggregate => ({
  exists: true,
  state: 'ACTIVE',
  fields: fields(bales),
});
const started: SegregationUnitEvent = {
  type: 'SegregationUnitStarted',
  data: {
    uuid: 'u',
    hubUuid: 'h',
    createdAt: 't0',
    inputs: [
      {
        collectedMaterialUuid: 'a',
        registrationUnit: 'BAG',
        weight: 100,
        materialType: 'PET_CLEAR',
        trackedItemUuid: null,
      },
    ],
  },
};
const failed: SegregationUnitEvent = {
  type: 'SegregationUnitFailed',
  data: { uuid: 'u', hubUuid: 'h', reason: 'Scale broke', at: 't1' },
};
const unit = (...more: SegregationUnitEvent[]) => fold(segregationUnitDecider, [started, ...more]);
const eventsOf = (appends: StreamEvents[], stream: string) =>
  appends.find((a) => a.streamId === stream)?.events ?? [];

describe('a grading (segregation unit) ends in ERROR with a reason (issue 20)', () => {
  const fail = (reason: string) => ({
    type: 'FailSegregationUnit' as const,
    uuid: 'u',
    hubUuid: 'h',
    reason,
    at: 't1',
  });
  it('given a PROCESSING unit, when it fails, then SegregationUnitFailed with the reason; blank is refused', () => {
    specificationFor(segregationUnitDecider)([started]).when(fail('Scale broke')).then([failed]);
    specificationFor(segregationUnitDecider)([started])
      .when(fail('  '))
      .thenThrows(refusedAs('invalid', 'validationError', { reason: 'validationRequired' }));
    expect(unit(failed).state).toBe('ERROR');
  });
  it('given a failed unit, it cannot fail again, take output or finish', () => {
    const given = specificationFor(segregationUnitDecider)([started, failed]);
    given.when(fail('again')).thenThrows(refusedAs('invalid', 'noOngoingSegregationUnit'));
    specificationFor(segregationUnitDecider)([started, failed])
      .when({ type: 'FinishSegregationUnit', uuid: 'u', hubUuid: 'h', at: 't2' })
      .thenThrows(refusedAs('invalid', 'noOngoingSegregationUnit'));
  });
  it("given another hub's unit, it is not found", () => {
    specificationFor(segregationUnitDecider)([started])
      .when({ ...fail('x'), hubUuid: 'other' })
      .thenThrows(refusedAs('notFound', 'notFoundMessage'));
  });
  it('failing frees the hub’s grading slot, with no output bag needed', () => {
    const appends = decideFinishGrading(
      { type: 'FinishGrading', uuid: 'u', hubUuid: 'h', at: 't1', error: 'Scale broke' },
      { unit: unit(), slot: { ongoing: 'u' } },
    );
    expect(eventsOf(appends, 'segregationUnit-u')).toEqual([failed]);
    expect(
      fold(segregationSlotDecider, [
        { type: 'SegregationSlotTaken', data: { hubUuid: 'h', segregationUnitUuid: 'u' } },
        ...(eventsOf(appends, 'segregationSlot-h') as never[]),
      ]).ongoing,
    ).toBeNull();
  });
});

const output = (over: Partial<AddOutputBag> = {}): AddOutputBag => ({
  type: 'AddOutputBag',
  uuid: 'o1',
  hubUuid: 'h',
  segregationUnitUuid: 'u',
  company: { uuid: 'h', name: 'Hub', city: 'c', country: 'IN', pipelineOwner: false },
  createdBy: { uuid: 'a', firstName: 'A', lastName: 'B' },
  weight: 40,
  materialType: 'PET_CLEAR',
  pictureFileUploadUuid: 'p',
  pictureMimeType: 'image/png',
  trackedItemUuid: null,
  registrationUnit: 'BALE',
  at: 't1',
  ...over,
});
const picture = { exists: true, hubUuid: 'h', mimeType: 'image/png', analyzed: false };
const card = (type: 'BAG' | 'BALE') =>
  fold(trackedItemOwnerDecider, [
    {
      type: 'TrackedItemGenerated',
      data: { uuid: 'c', hubUuid: 'h', type: 'BAG', trackingNumber: 'BAG-1', at: 't' },
    },
    ...(type === 'BALE'
      ? [
          {
            type: 'TrackedItemRetyped' as const,
            data: {
              uuid: 'c',
              hubUuid: 'h',
              type: 'BALE' as const,
              previousType: 'BAG' as const,
              at: 't',
            },
          },
        ]
      : []),
  ]);
const add = (
  bales: boolean,
  command: AddOutputBag,
  trackedItem = null as ReturnType<typeof card> | null,
) =>
  decideAddOutputBag(command, {
    hub: hubWith(bales),
    unit: unit(),
    picture,
    trackedItem,
    bagExists: false,
  });

describe('enableBaleSegregationOutput: a grading output registered as a bale (issue 20)', () => {
  it('with the setting, the output is a BALE hub event', () => {
    const [, bag] = add(true, output());
    expect(bag.events).toEqual([
      expect.objectContaining({
        type: 'SegregationOutputBagRegistered',
        data: expect.objectContaining({ registrationUnit: 'BALE', weight: 40 }),
      }),
    ]);
  });
  it('without it, a bale is refused (registrationUnit: validationInvalid) and a bag still goes', () => {
    whenDeciding(() => add(false, output())).thenThrows(
      refusedAs('invalid', 'validationError', { registrationUnit: 'validationInvalid' }),
    );
    expect(add(false, output({ registrationUnit: 'BAG' }))[1].events[0].data).toMatchObject({
      registrationUnit: 'BAG',
    });
  });
  it('a bale carries a BALE QR card (a retyped one counts); a BAG card is refused', () => {
    expect(add(true, output({ trackedItemUuid: 'c' }), card('BALE'))).toHaveLength(2);
    whenDeciding(() => add(true, output({ trackedItemUuid: 'c' }), card('BAG'))).thenThrows(
      refusedAs('invalid', 'validationError', { trackedItemUuid: 'validationInvalid' }),
    );
  });
});
