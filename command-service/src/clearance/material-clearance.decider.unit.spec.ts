import { REFUSAL_STATUS } from '../http/refusal-status';
import { describe, expect, it } from 'vitest';
import type { EventData } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import { DomainError } from '../command-handling/domain-error';
import {
  decideStartMaterialClearance,
  materialClearanceDecider,
  type StartContext,
} from './material-clearance.decider';

const at = '2026-11-22T09:00:00.000Z';
const clearance: EventData<'MaterialClearanceStarted'> = {
  uuid: 'c1',
  hubUuid: 'h1',
  buyer: 'Bharat Polymers',
  transporterLicensePlate: 'MH 12 AB 1234',
  pictureFileUploadUuid: 'f1',
  materialTypes: [],
  productType: null,
  partialClearance: false,
  estimatedWeight: null,
  quantityUnit: 'KG',
  materialClearanceUnitUuid: null,
  startedBy: { uuid: 'a1', firstName: 'Test', lastName: 'Admin' },
  startedFrom: 'ADMIN',
  at,
};
const ctx = (over: Partial<StartContext> = {}): StartContext => ({
  clearance: materialClearanceDecider.initialState,
  hub: { exists: true, state: 'ACTIVE', fields: null },
  picture: { exists: true, hubUuid: 'h1', mimeType: 'image/png', analyzed: true },
  ...over,
});
const refusal = (c: StartContext, data = clearance) => {
  try {
    decideStartMaterialClearance({ type: 'StartMaterialClearance', clearance: data }, c);
  } catch (e) {
    if (e instanceof DomainError)
      return { status: REFUSAL_STATUS[e.refusal], key: e.key, fieldErrors: e.fieldErrors };
  }
  return null;
};

describe('material clearance decider', () => {
  it('given an active hub and its own picture, when started, then MaterialClearanceStarted and the clearance is LOADED', () => {
    const events = decideStartMaterialClearance(
      { type: 'StartMaterialClearance', clearance },
      ctx(),
    );
    expect(events).toEqual([{ type: 'MaterialClearanceStarted', data: clearance }]);
    expect(fold(materialClearanceDecider, events)).toMatchObject({
      exists: true,
      kind: 'MATERIAL_CLEARANCE',
      hubUuid: 'h1',
      state: 'LOADED',
    });
  });

  it('refuses a started clearance again (409), an unknown hub (404) and a paused or archived hub (400 hubNotActive)', () => {
    const started = fold(materialClearanceDecider, [
      { type: 'MaterialClearanceStarted', data: clearance },
    ]);
    expect(refusal(ctx({ clearance: started }))?.status).toBe(409);
    expect(refusal(ctx({ hub: { exists: false, state: null, fields: null } }))?.status).toBe(404);
    expect(refusal(ctx({ hub: { exists: true, state: 'PAUSED', fields: null } }))).toMatchObject({
      status: 400,
      key: 'hubNotActive',
    });
    expect(refusal(ctx({ hub: { exists: true, state: 'ARCHIVED', fields: null } }))).toMatchObject({
      status: 400,
      key: 'hubNotActive',
    });
  });

  it("refuses a missing picture, another hub's picture and a picture that is not an image", () => {
    expect(
      refusal(ctx({ picture: { exists: false, hubUuid: null, mimeType: null, analyzed: false } }))
        ?.fieldErrors,
    ).toEqual({ pictureFileUploadUuid: 'validationInvalid' });
    expect(
      refusal(
        ctx({ picture: { exists: true, hubUuid: 'h2', mimeType: 'image/png', analyzed: true } }),
      )?.fieldErrors,
    ).toEqual({ pictureFileUploadUuid: 'validationInvalid' });
    expect(
      refusal(
        ctx({
          picture: { exists: true, hubUuid: 'h1', mimeType: 'application/pdf', analyzed: true },
        }),
      )?.fieldErrors,
    ).toEqual({ pictureFileUploadUuid: 'validationFileType' });
  });

  it("needs an estimated weight for a partial clearance (the hub app's start)", () => {
    expect(
      refusal(ctx(), { ...clearance, partialClearance: true, startedFrom: 'HUB_APP' })?.fieldErrors,
    ).toEqual({ estimatedWeight: 'validationRequired' });
    expect(
      decideStartMaterialClearance(
        {
          type: 'StartMaterialClearance',
          clearance: { ...clearance, partialClearance: true, estimatedWeight: 120 },
        },
        ctx(),
      ),
    ).toHaveLength(1);
  });
});
