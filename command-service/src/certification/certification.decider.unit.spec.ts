import { describe, it } from 'vitest';
import { type EventData, HubFields, type HubType } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import type { HubAggregate } from '../hubs/hub.decider';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { whenDeciding } from '../../test/harness/stream-decision-specification';
import {
  type AddCertificate,
  type CertificateEvent,
  certificateDecider,
} from './certificate.decider';
import {
  type CertifiableMaterialEvent,
  certifiableMaterialDecider,
  decideCertify,
  decideWithdrawCertification,
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
const receivedAt = (hubUuid: string): CertifiableMaterialEvent => ({
  type: 'TransportMaterialReceived',
  data: { uuid: 'm', hubUuid } as EventData<'TransportMaterialReceived'>,
});
const received = receivedAt('h');
const command: Omit<AddCertificate, 'certificateMimeType'> = {
  type: 'AddCertificate',
  uuid: 'c',
  hubUuid: 'h',
  materialUuid: 'm',
  materialKind: 'CO_PROCESSING_MATERIAL',
  company: { uuid: 'h', name: 'Hub', city: 'c', country: 'BR', pipelineOwner: false },
  createdBy: { uuid: 'u', firstName: 'A', lastName: 'B' },
  weight: 800,
  quantityUnit: 'KG',
  materialType: null,
  licensePlate: 'ABC1D23',
  certifiedWeight: null,
  moisturePercentage: 12,
  ashPercentage: 3,
  calorificValue: 5200,
  certificatePictureFileUploadUuid: 'p',
  autoPublished: false,
  at: 't',
};
const addedBy = ({ type: _type, at, ...data }: typeof command): CertificateEvent => ({
  type: 'MaterialCertificateAdded',
  data: {
    ...data,
    certificateMimeType: 'application/pdf',
    eventType: 'CERTIFICATION',
    createdAt: at,
  },
});
const certified = {
  uuid: 'm',
  hubUuid: 'h',
  materialKind: 'CO_PROCESSING_MATERIAL',
  certificateUuid: 'c',
  at: 't',
} as const;
const picture = { exists: true, hubUuid: 'h', mimeType: 'application/pdf', analyzed: false };
type States = Parameters<typeof decideCertify>[1];
const certify = (over: Partial<States> = {}, data = command) =>
  whenDeciding(() =>
    decideCertify(data, {
      hub: hubOf('CO_PROCESSING_FACILITY'),
      material: fold(certifiableMaterialDecider, [received]),
      picture,
      certificate: certificateDecider.initialState(),
      ...over,
    }),
  );
const materialOf = (...events: CertifiableMaterialEvent[]) =>
  fold(certifiableMaterialDecider, events);

describe('certification decider', () => {
  it('given a received truck load, when certified, then a CERTIFICATION event on its own stream and the material marked once', () => {
    certify().then([
      {
        streamId: 'certificate-c',
        events: [addedBy(command)],
      },
      {
        streamId: 'coProcessingMaterial-m',
        events: [{ type: 'MaterialCertified', data: certified }],
      },
    ]);
    certify({
      material: materialOf(received, { type: 'MaterialCertified', data: certified }),
    }).thenThrows(refusedAs('invalid', 'noMaterialForCertification'));
  });
  it("refuses another hub's or a removed material (404), a wrong hub type or no certification feature (403), another hub's picture", () => {
    certify({ material: materialOf(receivedAt('x')) }).thenThrows(refusedAs('notFound'));
    certify({
      material: materialOf(received, {
        type: 'HubEventRemoved',
        data: { uuid: 'm' } as EventData<'HubEventRemoved'>,
      }),
    }).thenThrows(refusedAs('notFound'));
    certify({ hub: hubOf('RECYCLER') }).thenThrows(refusedAs('forbidden'));
    certify({ hub: hubOf('CO_PROCESSING_FACILITY', ['MATERIAL_CLEARANCE']) }).thenThrows(
      refusedAs('forbidden'),
    );
    certify({ picture: { ...picture, hubUuid: 'x' } }).thenThrows(
      refusedAs('invalid', 'validationError', {
        certificatePictureFileUploadUuid: 'validationInvalid',
      }),
    );
  });
  it('a recycler certifies its own truck loads with a certified weight', () => {
    const load: CertifiableMaterialEvent = {
      type: 'TruckLoadRegistered',
      data: { uuid: 'm', hubUuid: 'h' } as EventData<'TruckLoadRegistered'>,
    };
    const recycler = {
      ...command,
      materialKind: 'REGISTERED_MATERIAL' as const,
      certifiedWeight: 950,
      moisturePercentage: null,
      ashPercentage: null,
      calorificValue: null,
    };
    const atRecycler = { hub: hubOf('RECYCLER'), material: materialOf(load) };
    certify(atRecycler, recycler).then([
      {
        streamId: 'certificate-c',
        events: [addedBy(recycler)],
      },
      {
        streamId: 'registeredMaterial-m',
        events: [
          {
            type: 'MaterialCertified',
            data: { ...certified, materialKind: 'REGISTERED_MATERIAL' },
          },
        ],
      },
    ]);
    certify(atRecycler, { ...recycler, certifiedWeight: 0 }).thenThrows(
      refusedAs('invalid', 'validationError', { certifiedWeight: 'validationMin' }),
    );
  });
  it('refuses the same certificate twice', () => {
    specificationFor(certificateDecider)([addedBy(command)])
      .when({ ...command, certificateMimeType: 'application/pdf' })
      .thenThrows(refusedAs('conflict', 'conflictErrorMessage'));
  });
  it("removing a certificate withdraws its material's certification, once", () => {
    const certificate = {
      exists: true,
      hubUuid: 'h',
      materialUuid: 'm',
      materialKind: 'CO_PROCESSING_MATERIAL',
    } as const;
    const marked = materialOf(received, { type: 'MaterialCertified', data: certified });
    whenDeciding(() =>
      decideWithdrawCertification(
        { certificateUuid: 'c', at: 't' },
        { certificate, material: marked },
      ),
    ).then([
      {
        streamId: 'coProcessingMaterial-m',
        events: [{ type: 'MaterialCertificationWithdrawn', data: certified }],
      },
    ]);
    specificationFor(certifiableMaterialDecider)([
      received,
      { type: 'MaterialCertified', data: certified },
      { type: 'MaterialCertificationWithdrawn', data: certified },
    ])
      .when({ type: 'WithdrawCertification', ...certified })
      .then([]);
  });
});
