import { REFUSAL_STATUS } from '../http/refusal-status';
import { describe, expect, it } from 'vitest';
import {
  type DomainEvent,
  type EventData,
  HubFields,
  type HubType,
  type MaterialType,
} from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import { DomainError } from '../command-handling/domain-error';
import type { HubAggregate } from '../hubs/hub.decider';
import { type AvailableStock, clearanceDecider, decideWeigh } from './clearance.decider';
import {
  clearanceUnitDecider,
  decideClearUnit,
  decideStartFromStock,
  decideStartTransport,
  type StartContext,
  type UnitContext,
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
  existing: clearanceDecider.initialState,
  hub: center,
  picture,
  available: stock([
    ['PET_CLEAR', 40],
    ['HDPE_MIXED', 12.5],
  ]),
  ...over,
});
const started = (
  over: Partial<EventData<'MaterialClearanceStarted'>> = {},
): EventData<'MaterialClearanceStarted'> => ({
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
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof DomainError)
      return { status: REFUSAL_STATUS[e.refusal], key: e.key, fieldErrors: e.fieldErrors };
  }
  return null;
};
const takenOf = (events: DomainEvent[]) =>
  events
    .filter((e) => e.type === 'ClearanceStockTaken')
    .map((e) => e.data as EventData<'ClearanceStockTaken'>);
const weighed = (weight: number, weighedAt = '2026-11-23T09:00:00.000Z') => ({
  uuid: 'c',
  hubUuid: 'h',
  company: { uuid: 'h', name: 'Hub', city: 'c', country: 'IN', pipelineOwner: false },
  createdBy: { uuid: 'u', firstName: 'A', lastName: 'B' },
  eventType: 'CLEARANCE' as const,
  weight,
  weighedAt,
  weighSlipPictureFileUploadUuid: 's',
  weighSlipMimeType: 'image/png',
  transporterPictureMimeType: 'image/png',
  ongoingTransportUuid: 'o',
  createdAt: '2026-11-23T09:00:00.000Z',
  autoPublished: false,
});
const weighCtx = (events: DomainEvent[], available = stock([])) => ({
  clearance: fold(clearanceDecider, events),
  hub: center,
  slip: picture,
  available,
  now: '2026-11-23T10:00:00.000Z',
});

describe('material clearance: start (given stock, when loaded)', () => {
  it('FULL takes the whole stock of each chosen type, and the clearance is LOADED', () => {
    const { streamId, events } = decideStartFromStock(started(), ctx());
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
    expect(takenOf(decideStartFromStock(partial, ctx()).events).map((t) => t.quantity)).toEqual([
      25,
    ]);
    expect(
      refusal(() => decideStartFromStock({ ...partial, estimatedWeight: 40.5 }, ctx()))
        ?.fieldErrors,
    ).toEqual({ estimatedWeight: 'validationMax' });
    expect(
      refusal(() =>
        decideStartFromStock({ ...partial, materialTypes: ['PET_CLEAR', 'HDPE_MIXED'] }, ctx()),
      )?.fieldErrors,
    ).toEqual({ partialClearance: 'validationInvalid' });
  });

  it("refuses a type without stock (noMaterialForClearance), another hub's picture, a wrong hub type (403) and a second start (409)", () => {
    expect(
      refusal(() => decideStartFromStock(started({ materialTypes: ['GLASS_CLEAR'] }), ctx())),
    ).toMatchObject({ status: 400, key: 'noMaterialForClearance' });
    expect(
      refusal(() =>
        decideStartFromStock(started(), ctx({ picture: { ...picture, hubUuid: 'other' } })),
      )?.fieldErrors,
    ).toEqual({ pictureFileUploadUuid: 'validationInvalid' });
    expect(
      refusal(() => decideStartFromStock(started(), ctx({ hub: hubOf('CARRIER') })))?.status,
    ).toBe(403);
    expect(
      refusal(() =>
        decideStartFromStock(
          started(),
          ctx({ hub: hubOf('COLLECTION_CENTER', ['MATERIAL_SEGREGATION']) }),
        ),
      )?.status,
    ).toBe(403);
    const loaded = fold(clearanceDecider, decideStartFromStock(started(), ctx()).events);
    expect(refusal(() => decideStartFromStock(started(), ctx({ existing: loaded })))?.status).toBe(
      409,
    );
  });
});

describe('clearance transports and handling center clearances: start', () => {
  const transport = (
    kind: 'CLEARANCE_TRANSPORT' | 'HANDLING_CENTER_CLEARANCE',
    materialTypes: MaterialType[] = [],
  ): EventData<'ClearanceTransportStarted'> => ({
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
    const { streamId, events } = decideStartTransport(
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
    expect(
      refusal(() =>
        decideStartTransport(
          transport('CLEARANCE_TRANSPORT'),
          ctx({ hub: hubOf('RECYCLER'), available: stock([['CARDBOARD', 9]]) }),
        ),
      )?.key,
    ).toBe('noMaterialForClearance');
    expect(
      refusal(() => decideStartTransport(transport('CLEARANCE_TRANSPORT'), ctx()))?.status,
    ).toBe(403);
  });
  it('a handling center clears the chosen types wholly; only handling centers may', () => {
    const hc = hubOf('MATERIAL_HANDLING_CENTER');
    const { events } = decideStartTransport(
      transport('HANDLING_CENTER_CLEARANCE', ['HDPE_MIXED']),
      ctx({ hub: hc }),
    );
    expect(takenOf(events).map((t) => [t.materialType, t.quantity])).toEqual([
      ['HDPE_MIXED', 12.5],
    ]);
    expect(
      refusal(() =>
        decideStartTransport(
          transport('HANDLING_CENTER_CLEARANCE', ['HDPE_MIXED']),
          ctx({ hub: hubOf('RECYCLER') }),
        ),
      )?.status,
    ).toBe(403);
  });
});

describe('clearance: weigh (given LOADED, when weighed, then IN_TRANSIT)', () => {
  const full = decideStartFromStock(started(), ctx()).events;
  it('shares the weighed weight over the types as loaded; the stock taken stays whole', () => {
    const { streamId, events } = decideWeigh('MATERIAL_CLEARANCE', weighed(50), weighCtx(full));
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
    const partial = decideStartFromStock(
      started({ materialTypes: ['PET_CLEAR'], partialClearance: true, estimatedWeight: 25 }),
      ctx(),
    ).events;
    expect(
      takenOf(
        decideWeigh(
          'MATERIAL_CLEARANCE',
          weighed(27),
          weighCtx(partial, stock([['PET_CLEAR', 15]])),
        ).events,
      ).map((t) => [t.quantity, t.clearedWeight]),
    ).toEqual([[27, 27]]);
    expect(
      refusal(() =>
        decideWeigh(
          'MATERIAL_CLEARANCE',
          weighed(40.1),
          weighCtx(partial, stock([['PET_CLEAR', 15]])),
        ),
      )?.fieldErrors,
    ).toEqual({ weight: 'validationMax' });
  });
  it("refuses a second weighing (409), another hub's or kind's clearance (404), a future time and another hub's slip", () => {
    const done = [
      ...full,
      ...decideWeigh('MATERIAL_CLEARANCE', weighed(50), weighCtx(full)).events,
    ];
    expect(
      refusal(() => decideWeigh('MATERIAL_CLEARANCE', weighed(50), weighCtx(done)))?.status,
    ).toBe(409);
    expect(
      refusal(() => decideWeigh('CLEARANCE_TRANSPORT', weighed(50), weighCtx(full)))?.status,
    ).toBe(404);
    expect(
      refusal(() =>
        decideWeigh('MATERIAL_CLEARANCE', { ...weighed(50), hubUuid: 'other' }, weighCtx(full)),
      )?.status,
    ).toBe(404);
    expect(
      refusal(() =>
        decideWeigh('MATERIAL_CLEARANCE', weighed(50, '2026-11-24T00:00:00.000Z'), weighCtx(full)),
      )?.fieldErrors,
    ).toEqual({ weighedAt: 'validationNotInFuture' });
    expect(
      refusal(() =>
        decideWeigh('MATERIAL_CLEARANCE', weighed(50), {
          ...weighCtx(full),
          slip: { ...picture, hubUuid: 'x' },
        }),
      )?.fieldErrors,
    ).toEqual({ weighSlipPictureFileUploadUuid: 'validationInvalid' });
  });
  it("an admin's clearance without material types clears its weight as OTHER and takes no stock", () => {
    const admin: DomainEvent[] = [
      {
        type: 'MaterialClearanceStarted',
        data: started({ materialTypes: [], startedFrom: 'ADMIN' }),
      },
    ];
    expect(
      takenOf(decideWeigh('MATERIAL_CLEARANCE', weighed(12), weighCtx(admin)).events).map((t) => [
        t.materialType,
        t.quantity,
        t.clearedWeight,
      ]),
    ).toEqual([['OTHER', 0, 12]]);
  });
});

describe('material clearance unit (IN_PROGRESS → cleared once)', () => {
  const unit: UnitContext = {
    view: { uuid: 'u1', hubUuid: 'h', materialType: 'PET_CLEAR', weight: 18, state: 'IN_PROGRESS' },
    cleared: false,
  };
  const fromUnit = started({
    materialTypes: ['PET_CLEAR'],
    partialClearance: true,
    estimatedWeight: 18,
    materialClearanceUnitUuid: 'u1',
  });
  it('given an IN_PROGRESS unit, when cleared, then MaterialClearanceUnitCleared on its stream and the unit cannot be cleared again', () => {
    const { streamId, events } = decideClearUnit(fromUnit, unit);
    expect(streamId).toBe('materialClearanceUnit-u1');
    expect(events).toEqual([
      {
        type: 'MaterialClearanceUnitCleared',
        data: {
          uuid: 'u1',
          hubUuid: 'h',
          materialType: 'PET_CLEAR',
          clearanceUuid: 'c',
          weight: 18,
          at: fromUnit.at,
        },
      },
    ]);
    expect(
      refusal(() =>
        decideClearUnit(fromUnit, { ...unit, cleared: fold(clearanceUnitDecider, events).cleared }),
      )?.status,
    ).toBe(409);
    expect(
      refusal(() =>
        decideClearUnit(fromUnit, {
          ...unit,
          view: { ...unit.view!, state: 'CLEARANCE_FINISHED' },
        }),
      )?.status,
    ).toBe(409);
  });
  it("refuses an unknown or another hub's unit (404), a full clearance or another material type (400)", () => {
    expect(refusal(() => decideClearUnit(fromUnit, { view: null, cleared: false }))?.status).toBe(
      404,
    );
    expect(
      refusal(() => decideClearUnit({ ...fromUnit, materialClearanceUnitUuid: 'u2' }, unit))
        ?.status,
    ).toBe(404);
    expect(refusal(() => decideClearUnit({ ...fromUnit, hubUuid: 'other' }, unit))?.status).toBe(
      404,
    );
    expect(
      refusal(() => decideClearUnit({ ...fromUnit, partialClearance: false }, unit))?.fieldErrors,
    ).toEqual({ partialClearance: 'validationInvalid' });
    expect(
      refusal(() => decideClearUnit({ ...fromUnit, materialTypes: ['HDPE_MIXED'] }, unit))
        ?.fieldErrors,
    ).toEqual({ materialTypes: 'validationInvalid' });
  });
});
