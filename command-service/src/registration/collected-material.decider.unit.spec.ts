import { describe, expect, it } from 'vitest';
import { HubFields, type EventData } from '@cairn/contracts';
import { decideRegistration, type RegistrationContext } from './collected-material.decider';

const hubFields = HubFields.parse({
  name: 'Hub',
  type: 'COLLECTION_CENTER',
  cameraResolution: 'W720_H960',
  street: 's',
  zipCode: '1',
  city: 'c',
  country: 'IN',
  currency: 'INR',
  collectedMaterialTypes: ['PET_CLEAR'],
});
const material = {
  uuid: 'm',
  hubUuid: 'h',
  materialType: 'PET_CLEAR',
  weight: 5,
} as EventData<'CollectedMaterialRegistered'>;
const ctx = (over: Partial<RegistrationContext> = {}): RegistrationContext => ({
  existing: false,
  hub: { exists: true, state: 'ACTIVE', fields: hubFields },
  picture: { exists: true, hubUuid: 'h', mimeType: 'image/png', analyzed: false },
  ...over,
});
const decide = (m: Partial<typeof material>, c: Partial<RegistrationContext> = {}) =>
  decideRegistration(
    { type: 'RegisterCollectedMaterial', material: { ...material, ...m } },
    ctx(c),
  );

describe('collected material registration decider', () => {
  it('registers material of a configured type at an active hub', () => {
    expect(decide({}).map((e) => e.type)).toEqual(['CollectedMaterialRegistered']);
  });
  it('refuses at a paused hub', () => {
    expect(() => decide({}, { hub: { exists: true, state: 'PAUSED', fields: hubFields } })).toThrow(
      'hubNotActive',
    );
  });
  it("refuses another hub's picture", () => {
    expect(() =>
      decide(
        {},
        { picture: { exists: true, hubUuid: 'other', mimeType: 'image/png', analyzed: false } },
      ),
    ).toThrow('validationError');
  });
  it('refuses a material type the hub does not collect', () => {
    expect(() => decide({ materialType: 'GLASS_CLEAR' })).toThrow('validationError');
  });
  it('refuses a zero weight', () => {
    expect(() => decide({ weight: 0 })).toThrow('validationError');
  });
  it('refuses the same record twice', () => {
    expect(() => decide({}, { existing: true })).toThrow('conflictErrorMessage');
  });
});
