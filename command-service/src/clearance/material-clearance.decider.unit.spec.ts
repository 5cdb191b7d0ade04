import { describe, expect, it } from 'vitest';
import { fold } from '../command-handling/decider';
import { refusedAs } from '../../test/harness/decider-specification';
import { whenDeciding } from '../../test/harness/stream-decision-specification';
import { type StartMaterialClearance, clearanceDecider } from './clearance.decider';
import {
  type AdminStartContext,
  decideStartMaterialClearanceByAdmin,
} from './material-clearance.decider';

const at = '2026-11-22T09:00:00.000Z';
const clearance: StartMaterialClearance = {
  type: 'StartMaterialClearance',
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
const ctx = (over: Partial<AdminStartContext> = {}): AdminStartContext => ({
  clearance: clearanceDecider.initialState(),
  hub: { exists: true, state: 'ACTIVE', fields: null },
  picture: { exists: true, hubUuid: 'h1', mimeType: 'image/png', analyzed: true },
  ...over,
});
const refusal =
  (c: AdminStartContext, command = clearance) =>
  () =>
    decideStartMaterialClearanceByAdmin(command, c);
const { type: _t, ...startedData } = clearance;

describe('material clearance decider', () => {
  it('given an active hub and its own picture, when started, then MaterialClearanceStarted and the clearance is LOADED', () => {
    whenDeciding(() => decideStartMaterialClearanceByAdmin(clearance, ctx())).then([
      {
        streamId: 'materialClearance-c1',
        events: [{ type: 'MaterialClearanceStarted', data: startedData }],
      },
    ]);
    const started = { type: 'MaterialClearanceStarted' as const, data: startedData };
    expect(fold(clearanceDecider, [started])).toMatchObject({
      exists: true,
      kind: 'MATERIAL_CLEARANCE',
      hubUuid: 'h1',
      state: 'LOADED',
    });
  });

  it('refuses a started clearance again (409), an unknown hub (404) and a paused or archived hub (400 hubNotActive)', () => {
    const started = fold(clearanceDecider, [
      { type: 'MaterialClearanceStarted', data: startedData },
    ]);
    whenDeciding(refusal(ctx({ clearance: started }))).thenThrows(refusedAs('conflict'));
    whenDeciding(refusal(ctx({ hub: { exists: false, state: null, fields: null } }))).thenThrows(
      refusedAs('notFound'),
    );
    whenDeciding(refusal(ctx({ hub: { exists: true, state: 'PAUSED', fields: null } }))).thenThrows(
      refusedAs('invalid', 'hubNotActive'),
    );
    whenDeciding(
      refusal(ctx({ hub: { exists: true, state: 'ARCHIVED', fields: null } })),
    ).thenThrows(refusedAs('invalid', 'hubNotActive'));
  });

  it("refuses a missing picture, another hub's picture and a picture that is not an image", () => {
    whenDeciding(
      refusal(ctx({ picture: { exists: false, hubUuid: null, mimeType: null, analyzed: false } })),
    ).thenThrows(
      refusedAs('invalid', 'validationError', { pictureFileUploadUuid: 'validationInvalid' }),
    );
    whenDeciding(
      refusal(
        ctx({ picture: { exists: true, hubUuid: 'h2', mimeType: 'image/png', analyzed: true } }),
      ),
    ).thenThrows(
      refusedAs('invalid', 'validationError', { pictureFileUploadUuid: 'validationInvalid' }),
    );
    whenDeciding(
      refusal(
        ctx({
          picture: { exists: true, hubUuid: 'h1', mimeType: 'application/pdf', analyzed: true },
        }),
      ),
    ).thenThrows(
      refusedAs('invalid', 'validationError', { pictureFileUploadUuid: 'validationFileType' }),
    );
  });

  it("needs an estimated weight for a partial clearance (the hub app's start)", () => {
    whenDeciding(
      refusal(ctx(), { ...clearance, partialClearance: true, startedFrom: 'HUB_APP' }),
    ).thenThrows(
      refusedAs('invalid', 'validationError', { estimatedWeight: 'validationRequired' }),
    );
    expect(
      decideStartMaterialClearanceByAdmin(
        { ...clearance, partialClearance: true, estimatedWeight: 120 },
        ctx(),
      ),
    ).toHaveLength(1);
  });
});
