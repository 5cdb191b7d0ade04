import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FUTURE_TOLERANCE_SECONDS,
  HubFields,
  isNotInFuture,
  RegisterCoProcessingMaterialRequest,
  RegisterCollectedMaterialRequest,
  RegisterTruckLoadForm,
  RegisterTruckLoadRequest,
} from '@cairn/contracts';
import { DomainError } from '../command-handling/domain-error';
import { fold } from '../command-handling/decider';
import { clearanceDecider, type StartMaterialClearance } from './clearance.decider';
import { decideWeighClearance } from './clearance-weigh.decider';
import { decideStartMaterialClearance } from './clearance-start.decider';

// "Not in the future" for a weighing time, one rule (isNotInFuture, 60 s of tolerance) on every side:
// the hub app's weighing-time fields (ui/src/hub-app/evidence/weighing-time.tsx) call it, the truck-load
// form resolves with RegisterTruckLoadForm, the requests parse weighedAt with it, and the clearance
// decider weighs with it against the command's clock. Once: 60 s, by day, and strict.
const now = new Date('2026-11-23T10:00:00.000Z');
const ahead = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const cases = [
  { label: 'a day ago', at: ahead(-86_400), valid: true },
  { label: 'now', at: now, valid: true },
  { label: '59 s ahead', at: ahead(59), valid: true },
  { label: '60 s ahead', at: ahead(60), valid: true },
  { label: '61 s ahead', at: ahead(61), valid: false },
  { label: 'an hour ahead (still today)', at: ahead(3600), valid: false },
  { label: 'tomorrow', at: ahead(86_400), valid: false },
];

const pad = (n: number) => String(n).padStart(2, '0');
const dayAndTime = (d: Date) => ({
  weighedDate: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
  weighedTime: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
});
const picture = '00000000-0000-4000-8000-0000000000a1';

const center = {
  exists: true,
  state: 'ACTIVE' as const,
  fields: HubFields.parse({
    name: 'Hub',
    type: 'COLLECTION_CENTER',
    cameraResolution: 'W720_H960',
    street: 's',
    zipCode: '1',
    city: 'c',
    country: 'IN',
    currency: 'INR',
    collectedMaterialTypes: ['PET_CLEAR'],
    features: ['MATERIAL_CLEARANCE'],
  }),
};
const slip = { exists: true, hubUuid: 'h', mimeType: 'image/png', analyzed: false };
const started: StartMaterialClearance = {
  type: 'StartMaterialClearance',
  uuid: 'c',
  hubUuid: 'h',
  buyer: 'Buyer',
  transporterLicensePlate: 'MH 12 AB 1234',
  pictureFileUploadUuid: 'p',
  materialTypes: ['PET_CLEAR'],
  productType: null,
  partialClearance: false,
  estimatedWeight: null,
  quantityUnit: 'KG',
  materialClearanceUnitUuid: null,
  startedBy: { uuid: 'u', firstName: 'A', lastName: 'B' },
  startedFrom: 'HUB_APP',
  at: '2026-11-23T08:00:00.000Z',
};
const loaded = fold(
  clearanceDecider,
  decideStartMaterialClearance(started, {
    existing: clearanceDecider.initialState(),
    hub: center,
    picture: slip,
    available: new Map([['PET_CLEAR', 40]]),
  }).flatMap((a) => a.events),
);

const clearanceWeighs = (weighedAt: string) => {
  try {
    decideWeighClearance(
      {
        type: 'WeighClearance',
        kind: 'MATERIAL_CLEARANCE',
        uuid: 'c',
        hubUuid: 'h',
        company: { uuid: 'h', name: 'Hub', city: 'c', country: 'IN', pipelineOwner: false },
        createdBy: { uuid: 'u', firstName: 'A', lastName: 'B' },
        weight: 40,
        weighedAt,
        weighSlipPictureFileUploadUuid: 's',
        weighSlipMimeType: 'image/png',
        transporterPictureMimeType: 'image/png',
        ongoingTransportUuid: 'o',
        autoPublished: false,
        at: now.toISOString(),
      },
      { clearance: loaded, hub: center, slip, available: new Map() },
    );
    return true;
  } catch (e) {
    if (e instanceof DomainError && e.fieldErrors?.weighedAt === 'validationNotInFuture')
      return false;
    throw e;
  }
};

describe('a weighing time is not in the future (60 s of tolerance)', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterAll(() => vi.useRealTimers());

  it('tolerates 60 seconds', () => expect(FUTURE_TOLERANCE_SECONDS).toBe(60));

  it.each(cases)(
    '$label: valid $valid in the forms, the requests and the clearance decider',
    (c) => {
      const iso = c.at.toISOString();
      // The hub app's weighing-time fields (cleanup and co-processing truck loads, clearance weighing).
      expect(isNotInFuture(c.at, Date.now())).toBe(c.valid);
      // The recycler's truck-load form, typed to the minute in the device's zone.
      const minute = new Date(c.at);
      minute.setSeconds(0, 0);
      const form = RegisterTruckLoadForm.safeParse({
        weight: '5',
        pictureFileUploadUuid: picture,
        ...dayAndTime(minute),
      });
      expect(form.success).toBe(isNotInFuture(minute, Date.now()));
      // The server: the requests that carry weighedAt, and the clearance decider.
      for (const schema of [
        RegisterTruckLoadRequest.shape.weighedAt,
        RegisterCollectedMaterialRequest.shape.weighedAt,
        RegisterCoProcessingMaterialRequest.shape.weighedAt,
      ]) {
        expect(schema.safeParse(iso).success).toBe(c.valid);
      }
      expect(clearanceWeighs(iso)).toBe(c.valid);
    },
  );

  it('the truck-load form refuses by the moment, not by the day', () => {
    const form = RegisterTruckLoadForm.safeParse({
      weight: '5',
      pictureFileUploadUuid: picture,
      ...dayAndTime(ahead(3600)),
    });
    expect(form.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['weighedDate', 'validationNotInFuture'],
    ]);
  });
});
