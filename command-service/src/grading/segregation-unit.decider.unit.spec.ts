import type { StreamEvents } from '../command-handling/decider';
import { describe, expect, it } from 'vitest';
import { type EventData, HubFields } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import type { HubAggregate } from '../hubs/hub.decider';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { whenDeciding } from '../../test/harness/stream-decision-specification';
import {
  type AddOutputBag,
  decideAddOutputBag,
  decideFinishGrading,
  decideStartGrading,
} from './grading.decider';
import {
  type GradableMaterial,
  type GradableMaterialEvent,
  gradableMaterialDecider,
} from './gradable-material.decider';
import { segregationSlotDecider } from './segregation-slot.decider';
import { type SegregationUnitEvent, segregationUnitDecider } from './segregation-unit.decider';

const fields = HubFields.parse({
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
  segregationOutputMaterialTypes: ['PET_CLEAR', 'PET_COLORED'],
});
const hub: HubAggregate = { exists: true, state: 'ACTIVE', fields };
const registered = (
  uuid: string,
  weight: number,
  over: Partial<EventData<'CollectedMaterialRegistered'>> = {},
): GradableMaterialEvent => ({
  type: 'CollectedMaterialRegistered',
  data: {
    uuid,
    hubUuid: 'h',
    weight,
    materialType: 'PET_CLEAR',
    registrationUnit: 'BAG',
    trackedItemUuid: `t-${uuid}`,
    ...over,
  } as EventData<'CollectedMaterialRegistered'>,
});
const material = (uuid: string, ...events: GradableMaterialEvent[]): GradableMaterial =>
  fold(gradableMaterialDecider(uuid), events);
const eventsOf = (appends: StreamEvents[], stream: string) =>
  appends.find((a) => a.streamId === stream)?.events ?? [];
const start = (
  materials: GradableMaterial[],
  single = false,
  slot = segregationSlotDecider.initialState(),
  h = hub,
) =>
  decideStartGrading(
    { type: 'StartGrading', uuid: 'u', hubUuid: 'h', at: 't', single },
    { hub: h, slot, materials },
  );

const started = start([material('a', registered('a', 10)), material('b', registered('b', 5))]);
const startedEvents = eventsOf(started, 'segregationUnit-u') as SegregationUnitEvent[];
const unitAfter = (...more: SegregationUnitEvent[]) =>
  fold(segregationUnitDecider, [...startedEvents, ...more]);
const bag = (weight: number, over: Partial<AddOutputBag> = {}): AddOutputBag => ({
  type: 'AddOutputBag',
  uuid: 'o1',
  hubUuid: 'h',
  segregationUnitUuid: 'u',
  company: { uuid: 'h', name: 'Hub', city: 'c', country: 'IN', pipelineOwner: false },
  createdBy: { uuid: 'a', firstName: 'A', lastName: 'B' },
  weight,
  materialType: 'PET_CLEAR',
  pictureFileUploadUuid: 'p',
  pictureMimeType: 'image/png',
  trackedItemUuid: null,
  registrationUnit: 'BAG',
  at: 't',
  ...over,
});
const givenUnit = specificationFor(segregationUnitDecider);
const picture = { exists: true, hubUuid: 'h', mimeType: 'image/png', analyzed: false };
const output = (b: AddOutputBag, unit = unitAfter(), over = {}) =>
  decideAddOutputBag(b, { hub, unit, picture, trackedItem: null, bagExists: false, ...over });
const added = (weight: number): SegregationUnitEvent => ({
  type: 'SegregationUnitOutputAdded',
  data: { uuid: 'u', bagUuid: 'x', weight, materialType: 'PET_CLEAR' },
});

describe('segregation unit: start', () => {
  it('given registered bags, when grading starts, then the slot is taken, the unit PROCESSING and every bag graded', () => {
    expect(eventsOf(started, 'segregationSlot-h')[0].type).toBe('SegregationSlotTaken');
    expect(unitAfter()).toMatchObject({ state: 'PROCESSING', inputWeight: 15 });
    expect(eventsOf(started, 'collectedMaterial-a')[0]).toMatchObject({
      type: 'CollectedMaterialGraded',
      data: { trackedItemUuid: 't-a', weight: 10 },
    });
  });
  it('takes only ungraded, not removed waste bags of the hub; none left is noMaterialSourceForGrading', () => {
    const graded = material('g', registered('g', 1), {
      type: 'CollectedMaterialGraded',
      data: { uuid: 'g' },
    } as GradableMaterialEvent);
    const removed = material('r', registered('r', 1), {
      type: 'HubEventRemoved',
      data: { uuid: 'r', comment: '', duplicateOf: null, at: 't' },
    });
    const truck = material('k', registered('k', 100, { registrationUnit: 'TRUCK_LOAD' }));
    const other = material('o', registered('o', 1, { hubUuid: 'x' }));
    whenDeciding(() => start([graded, removed, truck, other])).thenThrows(
      refusedAs('invalid', 'noMaterialSourceForGrading'),
    );
  });
  it('given a named bag, grades just it; a graded one is refused and an unknown one is not found', () => {
    const one = start([material('a', registered('a', 3, { registrationUnit: 'CONTAINER' }))], true);
    expect(one.map((a) => a.streamId)).toEqual([
      'segregationSlot-h',
      'segregationUnit-u',
      'collectedMaterial-a',
    ]);
    whenDeciding(() =>
      start(
        [
          material('a', registered('a', 3), {
            type: 'CollectedMaterialGraded',
            data: { uuid: 'a' },
          } as GradableMaterialEvent),
        ],
        true,
      ),
    ).thenThrows(refusedAs('invalid', 'validationError'));
    whenDeciding(() => start([material('z')], true)).thenThrows(
      refusedAs('notFound', 'notFoundMessage'),
    );
  });
  it('given an ongoing unit at the hub, refuses a second one', () => {
    const slot = fold(segregationSlotDecider, eventsOf(started, 'segregationSlot-h') as never[]);
    whenDeciding(() => start([material('c', registered('c', 1))], false, slot)).thenThrows(
      refusedAs('conflict', 'conflictErrorMessage'),
    );
  });
  it('refuses a hub without grading', () => {
    whenDeciding(() =>
      start([material('a', registered('a', 1))], false, undefined, {
        ...hub,
        fields: { ...fields, features: [] },
      }),
    ).thenThrows(refusedAs('forbidden', 'apiErrorForbidden'));
  });
});

describe('segregation unit: output bags', () => {
  it('given a PROCESSING unit, when an output bag is weighed, then the unit grows and the bag is its own hub event', () => {
    const appends = output(bag(9));
    expect(appends.map((a) => a.streamId)).toEqual([
      'segregationUnit-u',
      'segregationOutputBag-o1',
    ]);
    expect(
      fold(segregationUnitDecider, [
        ...startedEvents,
        ...(appends[0].events as SegregationUnitEvent[]),
      ]),
    ).toMatchObject({ outputWeight: 9, outputCount: 1 });
  });
  it('refuses output beyond the input weight plus 2%', () => {
    expect(output(bag(0.3), unitAfter(added(15)))).toHaveLength(2);
    whenDeciding(() => output(bag(0.31), unitAfter(added(15)))).thenThrows(
      refusedAs('invalid', 'validationError'),
    );
  });
  it("refuses a type outside the output types, and another hub's picture or QR card", () => {
    whenDeciding(() => output(bag(1, { materialType: 'GLASS_CLEAR' }))).thenThrows(
      refusedAs('invalid', 'validationError'),
    );
    whenDeciding(() =>
      output(bag(1), unitAfter(), { picture: { ...picture, hubUuid: 'x' } }),
    ).thenThrows(refusedAs('invalid', 'validationError'));
    whenDeciding(() =>
      output(bag(1, { trackedItemUuid: 't' }), unitAfter(), {
        trackedItem: { exists: true, hubUuid: 'x' },
      }),
    ).thenThrows(refusedAs('invalid', 'validationError'));
    expect(
      output(bag(1, { trackedItemUuid: 't' }), unitAfter(), {
        trackedItem: { exists: true, hubUuid: 'h' },
      }),
    ).toHaveLength(2);
  });
  it("answers 404 for another hub's unit and refuses outputs after finishing", () => {
    whenDeciding(() => output(bag(1, { hubUuid: 'x' }))).thenThrows(
      refusedAs('notFound', 'notFoundMessage'),
    );
    const done = unitAfter(added(1), {
      type: 'SegregationUnitFinished',
      data: { uuid: 'u', hubUuid: 'h', at: 't' },
    });
    whenDeciding(() => output(bag(1), done)).thenThrows(
      refusedAs('invalid', 'noOngoingSegregationUnit'),
    );
  });
});

describe('segregation unit: finish', () => {
  it('given output bags, when finished, then DONE and the slot is free again', () => {
    const appends = decideFinishGrading(
      { type: 'FinishGrading', uuid: 'u', hubUuid: 'h', at: 't' },
      { unit: unitAfter(added(4)), slot: { ongoing: 'u' } },
    );
    expect(
      fold(segregationUnitDecider, [
        ...startedEvents,
        added(4),
        ...(eventsOf(appends, 'segregationUnit-u') as SegregationUnitEvent[]),
      ]).state,
    ).toBe('DONE');
    expect(
      fold(segregationSlotDecider, [
        ...(eventsOf(started, 'segregationSlot-h') as never[]),
        ...(eventsOf(appends, 'segregationSlot-h') as never[]),
      ]).ongoing,
    ).toBeNull();
  });
  it('refuses finishing without output, twice, or at another hub', () => {
    whenDeciding(() =>
      decideFinishGrading(
        { type: 'FinishGrading', uuid: 'u', hubUuid: 'h', at: 't' },
        { unit: unitAfter(), slot: { ongoing: 'u' } },
      ),
    ).thenThrows(refusedAs('invalid', 'validationError'));
    const done = unitAfter(added(1), {
      type: 'SegregationUnitFinished',
      data: { uuid: 'u', hubUuid: 'h', at: 't' },
    });
    whenDeciding(() =>
      decideFinishGrading(
        { type: 'FinishGrading', uuid: 'u', hubUuid: 'h', at: 't' },
        { unit: done, slot: { ongoing: 'u' } },
      ),
    ).thenThrows(refusedAs('invalid', 'noOngoingSegregationUnit'));
    whenDeciding(() =>
      decideFinishGrading(
        { type: 'FinishGrading', uuid: 'u', hubUuid: 'x', at: 't' },
        { unit: unitAfter(), slot: { ongoing: 'u' } },
      ),
    ).thenThrows(refusedAs('notFound', 'notFoundMessage'));
  });
});

describe('segregation unit decider', () => {
  const output = {
    type: 'AddSegregationOutput' as const,
    uuid: 'u',
    hubUuid: 'h',
    bagUuid: 'b',
    materialType: 'PET_CLEAR' as const,
  };
  it('holds output to the input weight plus 2%, and finishes once with output', () => {
    givenUnit([...startedEvents, added(15)])
      .when({ ...output, weight: 0.3 })
      .then([
        {
          type: 'SegregationUnitOutputAdded',
          data: { uuid: 'u', bagUuid: 'b', weight: 0.3, materialType: 'PET_CLEAR' },
        },
      ]);
    givenUnit([...startedEvents, added(15)])
      .when({ ...output, weight: 0.31 })
      .thenThrows(refusedAs('invalid', 'validationError', { weight: 'validationMax' }));
    givenUnit([...startedEvents, added(1)])
      .when({ type: 'FinishSegregationUnit', uuid: 'u', hubUuid: 'h', at: 't' })
      .then([{ type: 'SegregationUnitFinished', data: { uuid: 'u', hubUuid: 'h', at: 't' } }]);
    givenUnit([...startedEvents])
      .when({ type: 'FinishSegregationUnit', uuid: 'u', hubUuid: 'h', at: 't' })
      .thenThrows(
        refusedAs('invalid', 'validationError', { outputMaterialBags: 'validationRequired' }),
      );
  });
});

describe('gradable material decider', () => {
  it('grades only a registered material (404 before its registration)', () => {
    specificationFor(gradableMaterialDecider('m'))([])
      .when({ type: 'GradeCollectedMaterial', hubUuid: 'h', segregationUnitUuid: 's', at: 't' })
      .thenThrows(refusedAs('notFound', 'notFoundMessage'));
  });
});
