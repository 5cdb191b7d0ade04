import { describe, expect, it } from 'vitest';
import { HubFields, truckLoadMissingFields } from '@cairn/contracts';
import { DomainError } from '../command-handling/domain-error';
import {
  decideRegisterTruckLoad,
  truckLoadDecider,
  type RegisterTruckLoad,
} from './truck-load.decider';

// Not off an ongoing transport, a truck load names its plate and supplier: the truck-load form
// (ui/src/hub-app/recycler/truck-load-form.tsx) enables Save when truckLoadMissingFields is empty,
// and the decider answers 400 with the same field errors.
const hub = {
  exists: true,
  state: 'ACTIVE' as const,
  fields: HubFields.parse({
    name: 'Recycler',
    type: 'RECYCLER',
    cameraResolution: 'W720_H960',
    street: 's',
    zipCode: '1',
    city: 'c',
    country: 'IN',
    currency: 'INR',
    collectedMaterialTypes: ['PET_CLEAR'],
    features: ['TRUCK_LOAD_REGISTRATION'],
    allowUnregisteredSuppliers: true,
  }),
};
const load = (licensePlate: string | null, supplier: string | null): RegisterTruckLoad => ({
  type: 'RegisterTruckLoad',
  uuid: 'l',
  hubUuid: 'h',
  weight: 500,
  materialType: 'PET_CLEAR',
  licensePlate,
  supplier,
  internalId: null,
  transportOwner: null,
  ongoingTransportUuid: null,
  pictureFileUploadUuid: 'p',
  pictureMimeType: 'image/png',
  weighedAt: 't',
  autoPublished: false,
  at: 't',
  company: { uuid: 'h', name: 'R', city: 'c', country: 'IN', pipelineOwner: false },
  createdBy: { uuid: 'u', firstName: 'A', lastName: 'B' },
});
const serverRefusal = (licensePlate: string | null, supplier: string | null) => {
  try {
    decideRegisterTruckLoad(load(licensePlate, supplier), {
      load: truckLoadDecider('l').initialState(),
      hub,
      picture: { exists: true, hubUuid: 'h', mimeType: 'image/png', analyzed: false },
      transport: null,
      origin: null,
    });
    return {};
  } catch (e) {
    if (e instanceof DomainError && e.fieldErrors) return e.fieldErrors;
    throw e;
  }
};

describe('a truck load not off a transport names its plate and supplier', () => {
  const cases = [
    { plate: 'KA 01', supplier: 'Own supplier', missing: {} },
    { plate: null, supplier: 'Own supplier', missing: { licensePlate: 'validationRequired' } },
    { plate: '  ', supplier: 'Own supplier', missing: { licensePlate: 'validationRequired' } },
    { plate: 'KA 01', supplier: '', missing: { supplier: 'validationRequired' } },
    {
      plate: '',
      supplier: null,
      missing: { licensePlate: 'validationRequired', supplier: 'validationRequired' },
    },
  ];
  it.each(cases)('plate "$plate", supplier "$supplier"', (c) => {
    expect(truckLoadMissingFields({ licensePlate: c.plate, supplier: c.supplier })).toEqual(
      c.missing,
    );
    expect(serverRefusal(c.plate, c.supplier)).toEqual(c.missing);
  });
  it('off an ongoing transport nothing is missing: both come from the transport', () => {
    expect(truckLoadMissingFields({ ongoingTransportUuid: 'tr', licensePlate: null })).toEqual({});
  });
});
