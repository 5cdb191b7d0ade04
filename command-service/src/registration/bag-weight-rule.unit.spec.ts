import { describe, expect, it } from 'vitest';
import { HubFields, RegisterCollectedMaterialRequest } from '@cairn/contracts';
import {
  decideRegisterCollectedMaterial,
  type RegisterCollectedMaterial,
} from './collected-material.decider';

// A bag's weight: the hub app's bag, container and truck-load forms resolve with
// RegisterCollectedMaterialRequest.pick({ weight, … }); the route parses the whole request and the
// decider decides. The form once took 0 (Save enabled) that the server refused (400).
const formWeight = RegisterCollectedMaterialRequest.pick({ weight: true });
const hub = HubFields.parse({
  name: 'Hub',
  type: 'COLLECTION_CENTER',
  features: ['WASTE_BAG_REGISTRATION'],
  cameraResolution: 'W720_H960',
  street: 's',
  zipCode: '1',
  city: 'c',
  country: 'IN',
  currency: 'INR',
  collectedMaterialTypes: ['PET_CLEAR'],
});
const body = {
  weight: '',
  materialType: 'PET_CLEAR',
  pictureFileUploadUuid: '00000000-0000-4000-8000-0000000000a1',
};

const serverAccepts = (weight: unknown) => {
  const parsed = RegisterCollectedMaterialRequest.safeParse({ ...body, weight });
  if (!parsed.success) return false;
  const command = {
    type: 'RegisterCollectedMaterial',
    at: '2026-11-01T10:00:00.000Z',
    uuid: 'm',
    hubUuid: 'h',
    registrationUnit: 'BAG',
    materialType: parsed.data.materialType,
    weight: parsed.data.weight,
  } as RegisterCollectedMaterial;
  try {
    decideRegisterCollectedMaterial(command, {
      material: { exists: false },
      hub: { exists: true, state: 'ACTIVE', fields: hub },
      picture: { exists: true, hubUuid: 'h', mimeType: 'image/png', analyzed: false },
    });
    return true;
  } catch {
    return false;
  }
};

describe('a bag weight (more than 0, at most 10 characters and 1,000 t)', () => {
  const cases = [
    { weight: '0', valid: false },
    { weight: '0,0', valid: false },
    { weight: 0, valid: false },
    { weight: '-1', valid: false },
    { weight: '', valid: false },
    { weight: '12345678901', valid: false },
    { weight: '1000001', valid: false },
    { weight: '0.001', valid: true },
    { weight: '12,5', valid: true },
    { weight: 700.5, valid: true },
  ];
  it.each(cases)('$weight: valid $valid in the form and on the server', (c) => {
    expect(formWeight.safeParse({ weight: c.weight }).success).toBe(c.valid);
    expect(serverAccepts(c.weight)).toBe(c.valid);
  });
});
