import { REFUSAL_STATUS } from '../http/refusal-status';
import { describe, expect, it } from 'vitest';
import { type DomainEvent, type EventData, HubFields, type HubType } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import { DomainError } from '../command-handling/domain-error';
import type { HubAggregate } from '../hubs/hub.decider';
import {
  certifiableMaterialDecider,
  decideCertify,
  type CertifyContext,
} from './certification.decider';

const hubOf = (type: HubType, features = ['MATERIAL_CERTIFICATION']): HubAggregate => ({
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
  }),
});
const received: DomainEvent = {
  type: 'TransportMaterialReceived',
  data: { uuid: 'm', hubUuid: 'h' } as EventData<'TransportMaterialReceived'>,
};
const certificate: EventData<'MaterialCertificateAdded'> = {
  uuid: 'c',
  hubUuid: 'h',
  materialUuid: 'm',
  materialKind: 'CO_PROCESSING_MATERIAL',
  company: { uuid: 'h', name: 'Hub', city: 'c', country: 'BR', pipelineOwner: false },
  createdBy: { uuid: 'u', firstName: 'A', lastName: 'B' },
  eventType: 'CERTIFICATION',
  weight: 800,
  quantityUnit: 'KG',
  materialType: null,
  licensePlate: 'ABC1D23',
  certifiedWeight: null,
  moisturePercentage: 12,
  ashPercentage: 3,
  calorificValue: 5200,
  certificatePictureFileUploadUuid: 'p',
  certificateMimeType: 'application/pdf',
  createdAt: 't',
  autoPublished: false,
};
const ctx = (over: Partial<CertifyContext> = {}): CertifyContext => ({
  hub: hubOf('CO_PROCESSING_FACILITY'),
  material: fold(certifiableMaterialDecider, [received]),
  picture: { exists: true, hubUuid: 'h', mimeType: 'application/pdf', analyzed: false },
  existing: false,
  ...over,
});
const refusal = (c: CertifyContext, data = certificate) => {
  try {
    decideCertify(data, c);
  } catch (e) {
    if (e instanceof DomainError)
      return { status: REFUSAL_STATUS[e.refusal], key: e.key, fieldErrors: e.fieldErrors };
  }
  return null;
};

describe('certification decider', () => {
  it('given a received truck load, when certified, then a CERTIFICATION event on its own stream and the material marked once', () => {
    const appends = decideCertify(certificate, ctx());
    expect(appends.map((a) => [a.streamId, a.events[0].type])).toEqual([
      ['certificate-c', 'MaterialCertificateAdded'],
      ['coProcessingMaterial-m', 'MaterialCertified'],
    ]);
    const certified = fold(certifiableMaterialDecider, [received, appends[1].events[0]]);
    expect(certified.certified).toBe(true);
    expect(refusal(ctx({ material: certified }))).toMatchObject({
      status: 400,
      key: 'noMaterialForCertification',
    });
  });
  it("refuses another hub's or a removed material (404), a wrong hub type or no certification feature (403), another hub's picture", () => {
    expect(
      refusal(
        ctx({
          material: fold(certifiableMaterialDecider, [
            { type: 'TransportMaterialReceived', data: { uuid: 'm', hubUuid: 'x' } } as DomainEvent,
          ]),
        }),
      )?.status,
    ).toBe(404);
    expect(
      refusal(
        ctx({
          material: fold(certifiableMaterialDecider, [
            received,
            { type: 'HubEventRemoved', data: { uuid: 'm' } } as DomainEvent,
          ]),
        }),
      )?.status,
    ).toBe(404);
    expect(refusal(ctx({ hub: hubOf('RECYCLER') }))?.status).toBe(403);
    expect(
      refusal(ctx({ hub: hubOf('CO_PROCESSING_FACILITY', ['MATERIAL_CLEARANCE']) }))?.status,
    ).toBe(403);
    expect(
      refusal(
        ctx({ picture: { exists: true, hubUuid: 'x', mimeType: 'image/png', analyzed: false } }),
      )?.fieldErrors,
    ).toEqual({ certificatePictureFileUploadUuid: 'validationInvalid' });
  });
  it('a recycler certifies its own truck loads with a certified weight', () => {
    const load: DomainEvent = {
      type: 'TruckLoadRegistered',
      data: { uuid: 'm', hubUuid: 'h' } as EventData<'TruckLoadRegistered'>,
    };
    const recycler = {
      ...certificate,
      materialKind: 'REGISTERED_MATERIAL' as const,
      certifiedWeight: 950,
      moisturePercentage: null,
      ashPercentage: null,
      calorificValue: null,
    };
    expect(
      decideCertify(
        recycler,
        ctx({ hub: hubOf('RECYCLER'), material: fold(certifiableMaterialDecider, [load]) }),
      )[1].streamId,
    ).toBe('registeredMaterial-m');
    expect(
      refusal(ctx({ hub: hubOf('RECYCLER'), material: fold(certifiableMaterialDecider, [load]) }), {
        ...recycler,
        certifiedWeight: 0,
      })?.fieldErrors,
    ).toEqual({ certifiedWeight: 'validationMin' });
  });
});
