import { describe, expect, it } from 'vitest';
import {
  type DomainEvent,
  type EventData,
  HubFields,
  type HubType,
  type MaterialType,
} from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import type { HubAggregate } from '../hubs/hub.decider';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { whenDeciding } from '../../test/harness/stream-decision-specification';
import {
  type ClearanceEvent,
  type StartClearanceTransport,
  type StartMaterialClearance,
  type WeighClearance,
  clearanceDecider,
} from './clearance.decider';
import { decideWeighClearance } from './clearance-weigh.decider';
import type { AvailableStock } from './clearance-stock-taken.decider';
import {
  type ClearMaterialClearanceUnit,
  type StartContext,
  clearanceUnitDecider,
  decideStartClearanceTransport,
  decideStartMaterialClearance,
} from './clearance-start.decider';

const hubOf = (
  type: HubType,
  features = ['MATERIAL_CLEARANCE'],
  over: Record<string, unknown> = {},
): HubAggregate => ({
  exists: true,
  state: 'ACTIVE',
  fields: HubFields.parse({
    name: 'Hub',
    type,
    cameraResolution: 'W720_H960',
    street: 's',
    zipCode: '1',
    city: 'c',
    country: 'IN',
    currency: 'INR',
    collectedMaterialTypes: ['PET_CLEAR'],
    features,
    segregationOutputMaterialTypes: ['PET_CLEAR', 'HDPE_MIXED'],
    ...over,
  }),
});
const center = hubOf('COLLECTION_CENTER');
const picture = { exists: true, hubUuid: 'h', mimeType: 'image/png', analyzed: false };
const stock = (entries: Array<[MaterialType, number]>): AvailableStock => new Map(entries);
const ctx = (over: Partial<StartContext> = {}): StartContext => ({
  existing: clearanceDecider.initialState(),
  hub: center,
  picture,
  available: stock([
    ['PET_CLEAR', 40],
    ['HDPE_MIXED', 12.5],
  ]),
  ...over,
});
const started = (over: Partial<StartMaterialClearance> = {}): StartMaterialClearance => ({
  type: 'StartMaterialClearance',
  uuid: 'c',
  hubUuid: 'h',
  buyer: 'Bharat Polymers',
  transporterLicensePlate: 'MH 12 AB 1234',
  pictureFileUploadUuid: 'p',
  materialTypes: ['PET_CLEAR', 'HDPE_MIXED'],
  productType: null,
  partialClearance: false,
  estimatedWeight: null,
  quantityUnit: 'KG',
  materialClearanceUnitUuid: null,
  startedBy: { uuid: 'u', firstName: 'A', lastName: 'B' },
  startedFrom: 'HUB_APP',
  at: '2026-11-23T08:00:00.000Z',
  ...over,
});
const takenOf = (events: readonly DomainEvent[]) =>
  events
    .filter((e) => e.type === 'ClearanceStockTaken')
    .map((e) => e.data as EventData<'ClearanceStockTaken'>);
const weighed = (
  weight: number,
  weighedAt = '2026-11-23T09:00:00.000Z',
  kind: WeighClearance['kind'] = 'MATERIAL_CLEARANCE',
): WeighClearance => ({
  type: 'WeighClearance',
  kind,
  uuid: 'c',
  hubUuid: 'h',
  company: { uuid: 'h', name: 'Hub', city: 'c', country: 'IN', pipelineOwner: false },
  createdBy: { uuid: 'u', firstName: 'A', lastName: 'B' },
  weight,
  weighedAt,
  weighSlipPictureFileUploadUuid: 's',
  weighSlipMimeType: 'image/png',
  transporterPictureMimeType: 'image/png',
  ongoingTransportUuid: 'o',
  autoPublished: false,
  at: '2026-11-23T10:00:00.000Z',
});
const weighCtx = (events: readonly DomainEvent[], available = stock([])) => ({
  clearance: fold(clearanceDecider, events),
  hub: center,
  slip: picture,
  available,
});

describe('material clearance: start (given stock, when loaded)', () => {
  it('FULL takes the whole stock of each chosen type, and the clearance is LOADED', () => {
    const [{ streamId, events }] = decideStartMaterialClearance(started(), ctx());
    expect(streamId).toBe('materialClearance-c');
    expect(
      takenOf(events).map((t) => [t.uuid, t.materialType, t.quantity, t.clearedWeight]),
    ).toEqual([
      ['c:PET_CLEAR', 'PET_CLEAR', 40, null],
      ['c:HDPE_MIXED', 'HDPE_MIXED', 12.5, null],
    ]);
    expect(fold(clearanceDecider, events)).toMatchObject({
      exists: true,
      kind: 'MATERIAL_CLEARANCE',
      state: 'LOADED',
      taken: [
        { materialType: 'PET_CLEAR', quantity: 40 },
        { materialType: 'HDPE_MIXED', quantity: 12.5 },
      ],
    });
  });

  it('PARTIAL takes the estimated weight of its single type, never more than the stock', () => {
    const partial = started({
      materialTypes: ['PET_CLEAR'],
      partialClearance: true,
      estimatedWeight: 25,
    });
    expect(
      takenOf(decideStartMaterialClearance(partial, ctx())[0].events).map((t) => t.quantity),
    ).toEqual([25]);
    whenDeciding(() =>
      decideStartMaterialClearance({ ...partial, estimatedWeight: 40.5 }, ctx()),
    ).thenThrows(refusedAs('invalid', 'validationError', { estimatedWeight: 'validationMax' }));
    whenDeciding(() =>
      decideStartMaterialClearance(
        { ...partial, materialTypes: ['PET_CLEAR', 'HDPE_MIXED'] },
        ctx(),
      ),
    ).thenThrows(
      refusedAs('invalid', 'validationError', { partialClearance: 'validationInvalid' }),
    );
  });

  it("refuses a type without stock (noMaterialForClearance), another hub's picture, a wrong hub type (403) and a second start (409)", () => {
    whenDeciding(() =>
      decideStartMaterialClearance(started({ materialTypes: ['GLASS_CLEAR'] }), ctx()),
    ).thenThrows(refusedAs('invalid', 'noMaterialForClearance'));
    whenDeciding(() =>
      decideStartMaterialClearance(started(), ctx({ picture: { ...picture, hubUuid: 'other' } })),
    ).thenThrows(
      refusedAs('invalid', 'validationError', { pictureFileUploadUuid: 'validationInvalid' }),
    );
    whenDeciding(() =>
      decideStartMaterialClearance(started(), ctx({ hub: hubOf('CARRIER') })),
    ).thenThrows(refusedAs('forbidden'));
    whenDeciding(() =>
      decideStartMaterialClearance(
        started(),
        ctx({ hub: hubOf('COLLECTION_CENTER', ['MATERIAL_SEGREGATION']) }),
      ),
    ).thenThrows(refusedAs('forbidden'));
    const loaded = fold(clearanceDecider, decideStartMaterialClearance(started(), ctx())[0].events);
    whenDeciding(() =>
      decideStartMaterialClearance(started(), ctx({ existing: loaded })),
    ).thenThrows(refusedAs('conflict'));
  });
});

describe('clearance transports and handling center clearances: start', () => {
  const transport = (
    kind: 'CLEARANCE_TRANSPORT' | 'HANDLING_CENTER_CLEARANCE',
    materialTypes: MaterialType[] = [],
  ): StartClearanceTransport => ({
    type: 'StartClearanceTransport',
    uuid: 't',
    hubUuid: 'h',
    kind,
    buyer: 'B',
    transporterLicensePlate: 'P',
    transporterPictureFileUploadUuid: 'p',
    materialTypes,
    startedBy: { uuid: 'u', firstName: 'A', lastName: 'B' },
    at: 'x',
  });
  it("a recycler's transport takes the stock of its output types only", () => {
    const [{ streamId, events }] = decideStartClearanceTransport(
      transport('CLEARANCE_TRANSPORT'),
      ctx({
        hub: hubOf('RECYCLER'),
        available: stock([
          ['PET_CLEAR', 30],
          ['CARDBOARD', 9],
        ]),
      }),
    );
    expect(streamId).toBe('clearanceTransport-t');
    expect(events[0]).toMatchObject({
      type: 'ClearanceTransportStarted',
      data: { materialTypes: ['PET_CLEAR'] },
    });
    expect(takenOf(events).map((t) => [t.materialType, t.quantity])).toEqual([['PET_CLEAR', 30]]);
    whenDeciding(() =>
      decideStartClearanceTransport(
        transport('CLEARANCE_TRANSPORT'),
        ctx({ hub: hubOf('RECYCLER'), available: stock([['CARDBOARD', 9]]) }),
      ),
    ).thenThrows(refusedAs('invalid', 'noMaterialForClearance'));
    whenDeciding(() =>
      decideStartClearanceTransport(transport('CLEARANCE_TRANSPORT'), ctx()),
    ).thenThrows(refusedAs('forbidden'));
  });
  it('a handling center clears the chosen types wholly; only handling centers may', () => {
    const hc = hubOf('MATERIAL_HANDLING_CENTER');
    const [{ events }] = decideStartClearanceTransport(
      transport('HANDLING_CENTER_CLEARANCE', ['HDPE_MIXED']),
      ctx({ hub: hc }),
    );
    expect(takenOf(events).map((t) => [t.materialType, t.quantity])).toEqual([
      ['HDPE_MIXED', 12.5],
    ]);
    whenDeciding(() =>
      decideStartClearanceTransport(
        transport('HANDLING_CENTER_CLEARANCE', ['HDPE_MIXED']),
        ctx({ hub: hubOf('RECYCLER') }),
      ),
    ).thenThrows(refusedAs('forbidden'));
  });
});

describe('clearance: weigh (given LOADED, when weighed, then IN_TRANSIT)', () => {
  const full = decideStartMaterialClearance(started(), ctx())[0].events;
  it('shares the weighed weight over the types as loaded; the stock taken stays whole', () => {
    const [{ streamId, events }] = decideWeighClearance(weighed(50), weighCtx(full));
    expect(streamId).toBe('materialClearance-c');
    expect(takenOf(events).map((t) => [t.materialType, t.quantity, t.clearedWeight])).toEqual([
      ['PET_CLEAR', 40, 38.095],
      ['HDPE_MIXED', 12.5, 11.905],
    ]);
    expect(events.at(-1)).toMatchObject({
      type: 'ClearanceWeighed',
      data: {
        weight: 50,
        licensePlate: 'MH 12 AB 1234',
        buyer: 'Bharat Polymers',
        kind: 'MATERIAL_CLEARANCE',
      },
    });
    expect(fold(clearanceDecider, [...full, ...events]).state).toBe('IN_TRANSIT');
  });
  it('a partial clearance takes exactly the weighed weight, at most what is left plus its estimate', () => {
    const partial = decideStartMaterialClearance(
      started({ materialTypes: ['PET_CLEAR'], partialClearance: true, estimatedWeight: 25 }),
      ctx(),
    )[0].events;
    expect(
      takenOf(
        decideWeighClearance(weighed(27), weighCtx(partial, stock([['PET_CLEAR', 15]])))[0].events,
      ).map((t) => [t.quantity, t.clearedWeight]),
    ).toEqual([[27, 27]]);
    whenDeciding(() =>
      decideWeighClearance(weighed(40.1), weighCtx(partial, stock([['PET_CLEAR', 15]]))),
    ).thenThrows(refusedAs('invalid', 'validationError', { weight: 'validationMax' }));
  });
  it("refuses a second weighing (409), another hub's or kind's clearance (404), a future time and another hub's slip", () => {
    const done = [...full, ...decideWeighClearance(weighed(50), weighCtx(full))[0].events];
    whenDeciding(() => decideWeighClearance(weighed(50), weighCtx(done))).thenThrows(
      refusedAs('conflict'),
    );
    whenDeciding(() =>
      decideWeighClearance(weighed(50, undefined, 'CLEARANCE_TRANSPORT'), weighCtx(full)),
    ).thenThrows(refusedAs('notFound'));
    whenDeciding(() =>
      decideWeighClearance({ ...weighed(50), hubUuid: 'other' }, weighCtx(full)),
    ).thenThrows(refusedAs('notFound'));
    whenDeciding(() =>
      decideWeighClearance(weighed(50, '2026-11-24T00:00:00.000Z'), weighCtx(full)),
    ).thenThrows(refusedAs('invalid', 'validationError', { weighedAt: 'validationNotInFuture' }));
    whenDeciding(() =>
      decideWeighClearance(weighed(50), {
        ...weighCtx(full),
        slip: { ...picture, hubUuid: 'x' },
      }),
    ).thenThrows(
      refusedAs('invalid', 'validationError', {
        weighSlipPictureFileUploadUuid: 'validationInvalid',
      }),
    );
  });
  it("an admin's clearance without material types clears its weight as OTHER and takes no stock", () => {
    const admin: DomainEvent[] = [
      {
        type: 'MaterialClearanceStarted',
        data: started({ materialTypes: [], startedFrom: 'ADMIN' }),
      },
    ];
    expect(
      takenOf(decideWeighClearance(weighed(12), weighCtx(admin))[0].events).map((t) => [
        t.materialType,
        t.quantity,
        t.clearedWeight,
      ]),
    ).toEqual([['OTHER', 0, 12]]);
  });
});

describe('material clearance unit (IN_PROGRESS → cleared once)', () => {
  const view = {
    uuid: 'u1',
    hubUuid: 'h',
    materialType: 'PET_CLEAR' as const,
    weight: 18,
    state: 'IN_PROGRESS' as const,
  };
  const fromUnit = started({
    materialTypes: ['PET_CLEAR'],
    partialClearance: true,
    estimatedWeight: 18,
    materialClearanceUnitUuid: 'u1',
  });
  const clear = (
    clearance: StartMaterialClearance = fromUnit,
    unitView: ClearMaterialClearanceUnit['view'] = view,
  ): ClearMaterialClearanceUnit => ({
    type: 'ClearMaterialClearanceUnit',
    view: unitView,
    clearance,
  });
  const given = specificationFor(clearanceUnitDecider);
  const cleared = {
    type: 'MaterialClearanceUnitCleared' as const,
    data: {
      uuid: 'u1',
      hubUuid: 'h',
      materialType: 'PET_CLEAR' as const,
      clearanceUuid: 'c',
      weight: 18,
      at: fromUnit.at,
    },
  };
  it('given an IN_PROGRESS unit, when cleared, then MaterialClearanceUnitCleared on its stream and the unit cannot be cleared again', () => {
    given([]).when(clear()).then([cleared]);
    given([cleared]).when(clear()).thenThrows(refusedAs('conflict'));
    given([])
      .when(clear(fromUnit, { ...view, state: 'CLEARANCE_FINISHED' }))
      .thenThrows(refusedAs('conflict'));
  });
  it("refuses an unknown or another hub's unit (404), a full clearance or another material type (400)", () => {
    given([]).when(clear(fromUnit, null)).thenThrows(refusedAs('notFound'));
    given([])
      .when(clear({ ...fromUnit, materialClearanceUnitUuid: 'u2' }))
      .thenThrows(refusedAs('notFound'));
    given([])
      .when(clear({ ...fromUnit, hubUuid: 'other' }))
      .thenThrows(refusedAs('notFound'));
    given([])
      .when(clear({ ...fromUnit, partialClearance: false }))
      .thenThrows(
        refusedAs('invalid', 'validationError', { partialClearance: 'validationInvalid' }),
      );
    given([])
      .when(clear({ ...fromUnit, materialTypes: ['HDPE_MIXED'] }))
      .thenThrows(refusedAs('invalid', 'validationError', { materialTypes: 'validationInvalid' }));
  });
});

describe('clearance decider', () => {
  const given = specificationFor(clearanceDecider);
  it('starts once, and weighs only a LOADED clearance of its kind and hub', () => {
    const [{ events }] = decideStartMaterialClearance(started(), ctx());
    given([])
      .when({ ...started(), lines: [] })
      .then([{ type: 'MaterialClearanceStarted', data: (({ type: _t, ...d }) => d)(started()) }]);
    given(events as ClearanceEvent[])
      .when({ ...started(), lines: [] })
      .thenThrows(refusedAs('conflict', 'conflictErrorMessage'));
    given(events as ClearanceEvent[])
      .when({ ...weighed(50, undefined, 'CLEARANCE_TRANSPORT'), lines: [] })
      .thenThrows(refusedAs('notFound', 'notFoundMessage'));
  });
  it('gives back each line it took when its hub event is removed, and nothing for an unknown one', () => {
    const [{ events }] = decideStartMaterialClearance(started(), ctx());
    given(events as ClearanceEvent[])
      .when({ type: 'ReturnClearanceStock', clearanceUuid: 'c', at: 'x' })
      .then(
        (['PET_CLEAR', 'HDPE_MIXED'] as const).map((materialType) => ({
          type: 'ClearanceStockReturned' as const,
          data: {
            uuid: `c:${materialType}`,
            clearanceUuid: 'c',
            hubUuid: 'h',
            materialType,
            at: 'x',
          },
        })),
      );
    given([])
      .when({ type: 'ReturnClearanceStock', clearanceUuid: 'c', at: 'x' })
      .thenNothingHappened();
  });
});
