import { describe, expect, it } from 'vitest';
import {
  CreditIssuanceRequest,
  creditSeriesOf,
  formatCreditSerial,
  hubCodeOf,
  parseCreditSerial,
} from './credits.schema';

const serial = {
  year: 2026,
  hub: '3F2A9C1B',
  claimType: 'COLLECTION',
  material: 'PET_CLEAR',
  country: 'IN',
  start: 1,
  end: 120,
} as const;

describe('credit serials', () => {
  it('formats Year-Hub-ClaimType-Material-Country-BlockStart-BlockEnd and parses it back', () => {
    const text = formatCreditSerial(serial);
    expect(text).toBe('2026-3F2A9C1B-COL-PET_CLEAR-IN-000001-000120');
    expect(parseCreditSerial(text)).toEqual(serial);
    expect(parseCreditSerial(' 2026-3f2a9c1b-rec-hdpe_mixed-de-7-7 ')).toEqual({
      ...serial,
      claimType: 'RECYCLING',
      material: 'HDPE_MIXED',
      country: 'DE',
      start: 7,
      end: 7,
    });
  });
  it('refuses what does not parse', () => {
    for (const bad of [
      '',
      '2026-3F2A9C1B-COL-PET_CLEAR-IN-000001',
      '2026-3F2A9C1B-XXX-PET_CLEAR-IN-1-2',
      '2026-3F2A9C1B-COL-PET_CLEAR-IND-1-2',
      '2026-3F2A9C1B-COL-PET_CLEAR-IN-5-4',
      '2026-3F2A9C1B-COL-PET_CLEAR-IN-0-4',
      '26-3F2A9C1B-COL-PET_CLEAR-IN-1-4',
    ])
      expect(parseCreditSerial(bad)).toBeNull();
  });
  it('names the hub by the first 8 hex digits of its uuid; the series ignores material and country', () => {
    expect(hubCodeOf('3f2a9c1b-0000-4000-8000-000000000000')).toBe('3F2A9C1B');
    expect(creditSeriesOf(serial)).toBe(
      creditSeriesOf({ ...serial, material: 'HDPE_MIXED', country: 'DE' }),
    );
  });
  it('keys bad issuance input per field', () => {
    const r = CreditIssuanceRequest.safeParse({
      hubUuid: 'x',
      periodFrom: '2026-02-01',
      periodTo: '2026-01-01',
      claimType: 'BOTH',
      scheme: '',
      quantity: 0,
    });
    expect(r.success).toBe(false);
    const keys = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(keys).toMatchObject({
      hubUuid: 'validationInvalid',
      claimType: 'validationRequired',
      scheme: 'validationRequired',
      quantity: 'validationMin',
    });
  });
});
