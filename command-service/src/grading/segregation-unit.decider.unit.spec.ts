import type { StreamEvents } from '../command-handling/decider';
import { describe, expect, it } from 'vitest';
import { type DomainEvent, type EventData, HubFields } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import type { HubAggregate } from '../hubs/hub.decider';
import {
  decideFinish,
  decideOutputBag,
  decideStart,
  gradableMaterialDecider,
  segregationSlotDecider,
  segregationUnitDecider,
  type GradableMaterial,
} from './segregation-unit.decider';

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
): DomainEvent => ({
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
const material = (uuid: string, ...events: DomainEvent[]): GradableMaterial =>
  fold(gradableMaterialDecider(uuid), events);
const eventsOf = (appends: StreamEvents[], stream: string) =>
  appends.find((a) => a.streamId === stream)?.events ?? [];
const start = (
  materials: GradableMaterial[],
  single = false,
  slot = segregationSlotDecider.initialState,
  h = hub,
) => decideStart({ uuid: 'u', hubUuid: 'h', at: 't', single }, h, slot, materials);

const started = start([material('a', registered('a', 10)), material('b', registered('b', 5))]);
const unitAfter = (...more: DomainEvent[]) =>
  fold(segregationUnitDecider, [...eventsOf(started, 'segregationUnit-u'), ...more]);
const bag = (weight: number, over: Partial<EventData<'SegregationOutputBagRegistered'>> = {}) =>
  ({
    uuid: 'o1',
    hubUuid: 'h',
    segregationUnitUuid: 'u',
    weight,
    materialType: 'PET_CLEAR',
    pictureFileUploadUuid: 'p',
    trackedItemUuid: null,
    ...over,
  }) as EventData<'SegregationOutputBagRegistered'>;
const picture = { exists: true, hubUuid: 'h', mimeType: 'image/png', analyzed: false };
const output = (b: EventData<'SegregationOutputBagRegistered'>, unit = unitAfter(), over = {}) =>
  decideOutputBag(b, { hub, unit, picture, trackedItem: null, bagExists: false, ...over });
const added = (weight: number): DomainEvent => ({
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
    } as DomainEvent);
    const removed = material('r', registered('r', 1), {
      type: 'HubEventRemoved',
      data: { uuid: 'r', comment: '', duplicateOf: null, at: 't' },
    });
    const truck = material('k', registered('k', 100, { registrationUnit: 'TRUCK_LOAD' }));
    const other = material('o', registered('o', 1, { hubUuid: 'x' }));
    expect(() => start([graded, removed, truck, other])).toThrow('noMaterialSourceForGrading');
  });
  it('given a named bag, grades just it; a graded one is refused and an unknown one is not found', () => {
    const one = start([material('a', registered('a', 3, { registrationUnit: 'CONTAINER' }))], true);
    expect(one.map((a) => a.streamId)).toEqual([
      'segregationSlot-h',
      'segregationUnit-u',
      'collectedMaterial-a',
    ]);
    expect(() =>
      start(
        [
          material('a', registered('a', 3), {
            type: 'CollectedMaterialGraded',
            data: { uuid: 'a' },
          } as DomainEvent),
        ],
        true,
      ),
    ).toThrow('validationError');
    expect(() => start([material('z')], true)).toThrow('notFoundMessage');
  });
  it('given an ongoing unit at the hub, refuses a second one', () => {
    const slot = fold(segregationSlotDecider, eventsOf(started, 'segregationSlot-h'));
    expect(() => start([material('c', registered('c', 1))], false, slot)).toThrow(
      'conflictErrorMessage',
    );
  });
  it('refuses a hub without grading', () => {
    expect(() =>
      start([material('a', registered('a', 1))], false, undefined, {
        ...hub,
        fields: { ...fields, features: [] },
      }),
    ).toThrow('apiErrorForbidden');
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
        ...eventsOf(started, 'segregationUnit-u'),
        ...appends[0].events,
      ]),
    ).toMatchObject({ outputWeight: 9, outputCount: 1 });
  });
  it('refuses output beyond the input weight plus 2%', () => {
    expect(output(bag(0.3), unitAfter(added(15)))).toHaveLength(2);
    expect(() => output(bag(0.31), unitAfter(added(15)))).toThrow('validationError');
  });
  it("refuses a type outside the output types, and another hub's picture or QR card", () => {
    expect(() => output(bag(1, { materialType: 'GLASS_CLEAR' }))).toThrow('validationError');
    expect(() => output(bag(1), unitAfter(), { picture: { ...picture, hubUuid: 'x' } })).toThrow(
      'validationError',
    );
    expect(() =>
      output(bag(1, { trackedItemUuid: 't' }), unitAfter(), {
        trackedItem: { exists: true, hubUuid: 'x' },
      }),
    ).toThrow('validationError');
    expect(
      output(bag(1, { trackedItemUuid: 't' }), unitAfter(), {
        trackedItem: { exists: true, hubUuid: 'h' },
      }),
    ).toHaveLength(2);
  });
  it("answers 404 for another hub's unit and refuses outputs after finishing", () => {
    expect(() => output(bag(1, { hubUuid: 'x' }))).toThrow('notFoundMessage');
    const done = unitAfter(added(1), {
      type: 'SegregationUnitFinished',
      data: { uuid: 'u', hubUuid: 'h', at: 't' },
    });
    expect(() => output(bag(1), done)).toThrow('noOngoingSegregationUnit');
  });
});

describe('segregation unit: finish', () => {
  it('given output bags, when finished, then DONE and the slot is free again', () => {
    const appends = decideFinish({ uuid: 'u', hubUuid: 'h', at: 't' }, unitAfter(added(4)));
    expect(
      fold(segregationUnitDecider, [
        ...eventsOf(started, 'segregationUnit-u'),
        added(4),
        ...eventsOf(appends, 'segregationUnit-u'),
      ]).state,
    ).toBe('DONE');
    expect(
      fold(segregationSlotDecider, [
        ...eventsOf(started, 'segregationSlot-h'),
        ...eventsOf(appends, 'segregationSlot-h'),
      ]).ongoing,
    ).toBeNull();
  });
  it('refuses finishing without output, twice, or at another hub', () => {
    expect(() => decideFinish({ uuid: 'u', hubUuid: 'h', at: 't' }, unitAfter())).toThrow(
      'validationError',
    );
    const done = unitAfter(added(1), {
      type: 'SegregationUnitFinished',
      data: { uuid: 'u', hubUuid: 'h', at: 't' },
    });
    expect(() => decideFinish({ uuid: 'u', hubUuid: 'h', at: 't' }, done)).toThrow(
      'noOngoingSegregationUnit',
    );
    expect(() => decideFinish({ uuid: 'u', hubUuid: 'x', at: 't' }, unitAfter())).toThrow(
      'notFoundMessage',
    );
  });
});
