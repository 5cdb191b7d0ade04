import type { CertifiedMaterialKind, EventData, HubType } from '@cairn/contracts';
import type { LegacyDecider } from '../command-handling/decider';
import { DomainError, invalid } from '../command-handling/domain-error';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import type { StreamEvents } from '../command-handling/decider';

/** The certified material's own stream, as certification sees it: registered, not removed, certified once. */
export interface CertifiableMaterial {
  exists: boolean;
  hubUuid: string | null;
  removed: boolean;
  certified: boolean;
}

export const certifiableMaterialDecider: LegacyDecider<CertifiableMaterial> = {
  initialState: { exists: false, hubUuid: null, removed: false, certified: false },
  evolve(state, event) {
    switch (event.type) {
      case 'CollectedMaterialRegistered':
      case 'TruckLoadRegistered':
      case 'TransportMaterialReceived':
        return { ...state, exists: true, hubUuid: event.data.hubUuid };
      case 'HubEventRemoved':
        return { ...state, removed: true };
      case 'MaterialCertified':
        return { ...state, certified: true };
      case 'MaterialCertificationWithdrawn':
        return { ...state, certified: false };
      default:
        return state;
    }
  },
};

/** `certificate-<uuid>`: which material the certificate is about. */
export interface CertificateAggregate {
  exists: boolean;
  hubUuid: string | null;
  materialUuid: string | null;
  materialKind: CertifiedMaterialKind | null;
}
export const certificateDecider: LegacyDecider<CertificateAggregate> = {
  initialState: { exists: false, hubUuid: null, materialUuid: null, materialKind: null },
  evolve: (state, event) =>
    event.type === 'MaterialCertificateAdded'
      ? {
          exists: true,
          hubUuid: event.data.hubUuid,
          materialUuid: event.data.materialUuid,
          materialKind: event.data.materialKind,
        }
      : state,
};

/**
 * Removing a certificate's hub event (the admin's review): its material is uncertified, so a co-processed
 * load is back in the stock and may be certified again (docs/hub-stock.md).
 */
export const decideCertificateRemoved = (
  certificateUuid: string,
  certificate: CertificateAggregate,
  material: CertifiableMaterial,
  at: string,
): StreamEvents[] => {
  const { hubUuid, materialUuid, materialKind } = certificate;
  if (!certificate.exists || !hubUuid || !materialUuid || !materialKind || !material.certified)
    return [];
  return [
    {
      streamId: materialStreamOf(materialKind, materialUuid),
      events: [
        {
          type: 'MaterialCertificationWithdrawn',
          data: { uuid: materialUuid, hubUuid, materialKind, certificateUuid, at },
        },
      ],
    },
  ];
};

export const materialStreamOf = (kind: CertifiedMaterialKind, uuid: string) =>
  kind === 'COLLECTED_MATERIAL'
    ? `collectedMaterial-${uuid}`
    : kind === 'REGISTERED_MATERIAL'
      ? `registeredMaterial-${uuid}`
      : `coProcessingMaterial-${uuid}`;

/** Recyclers certify their truck loads; co-processing facilities add a certificate to what they received. */
const CERTIFIERS: Record<CertifiedMaterialKind, HubType> = {
  COLLECTED_MATERIAL: 'RECYCLER',
  REGISTERED_MATERIAL: 'RECYCLER',
  CO_PROCESSING_MATERIAL: 'CO_PROCESSING_FACILITY',
};

export interface CertifyContext {
  hub: HubAggregate;
  material: CertifiableMaterial;
  picture: FileUploadAggregate;
  existing: boolean;
}

/**
 * A certificate for one material of this hub, once: the CERTIFICATION hub event on its own stream and
 * the mark on the material's stream (so a second certificate is refused).
 */
export const decideCertify = (
  certificate: EventData<'MaterialCertificateAdded'>,
  ctx: CertifyContext,
): StreamEvents[] => {
  const { hub, material } = ctx;
  if (ctx.existing) throw new DomainError('conflict', 'conflictErrorMessage');
  if (!hub.exists || !hub.fields) throw new DomainError('notFound', 'notFoundMessage');
  if (hub.state !== 'ACTIVE') throw new DomainError('invalid', 'hubNotActive');
  if (
    hub.fields.type !== CERTIFIERS[certificate.materialKind] ||
    !hub.fields.features.includes('MATERIAL_CERTIFICATION')
  )
    throw new DomainError('forbidden', 'apiErrorForbidden');
  if (!material.exists || material.removed || material.hubUuid !== certificate.hubUuid)
    throw new DomainError('notFound', 'notFoundMessage');
  if (material.certified) throw new DomainError('invalid', 'noMaterialForCertification');
  if (!ctx.picture.exists || ctx.picture.hubUuid !== certificate.hubUuid)
    throw invalid({ certificatePictureFileUploadUuid: 'validationInvalid' });
  if (certificate.certifiedWeight !== null && !(certificate.certifiedWeight > 0))
    throw invalid({ certifiedWeight: 'validationMin' });
  return [
    {
      streamId: `certificate-${certificate.uuid}`,
      events: [{ type: 'MaterialCertificateAdded', data: certificate }],
    },
    {
      streamId: materialStreamOf(certificate.materialKind, certificate.materialUuid),
      events: [
        {
          type: 'MaterialCertified',
          data: {
            uuid: certificate.materialUuid,
            hubUuid: certificate.hubUuid,
            materialKind: certificate.materialKind,
            certificateUuid: certificate.uuid,
            at: certificate.createdAt,
          },
        },
      ],
    },
  ];
};
