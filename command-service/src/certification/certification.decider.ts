import { hubWorks } from '@cairn/contracts';
import type { CertifiedMaterialKind, EventOf, HubType } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { DomainError, invalid, notFound } from '../command-handling/domain-error';
import type { StreamDecision } from '../command-handling/stream-decision';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import {
  type AddCertificate,
  type CertificateAggregate,
  certificateDecider,
} from './certificate.decider';

/** The certified material's own stream, as certification sees it: registered, not removed, certified once. */
export interface CertifiableMaterial {
  exists: boolean;
  hubUuid: string | null;
  removed: boolean;
  certified: boolean;
}

type MaterialMark = { uuid: string; hubUuid: string; materialKind: CertifiedMaterialKind };
export type CertifiableMaterialCommand =
  | ({ type: 'MarkMaterialCertified'; certificateUuid: string; at: string } & MaterialMark)
  | ({ type: 'WithdrawCertification'; certificateUuid: string; at: string } & MaterialMark);

/** The material's registration (by whichever capability wrote it) and removal, then its marks. */
export type CertifiableMaterialEvent = EventOf<
  | 'CollectedMaterialRegistered'
  | 'TruckLoadRegistered'
  | 'TransportMaterialReceived'
  | 'HubEventRemoved'
  | 'MaterialCertified'
  | 'MaterialCertificationWithdrawn'
>;

export const materialStreamOf = (kind: CertifiedMaterialKind, uuid: string) =>
  kind === 'COLLECTED_MATERIAL'
    ? `collectedMaterial-${uuid}`
    : kind === 'REGISTERED_MATERIAL'
      ? `registeredMaterial-${uuid}`
      : `coProcessingMaterial-${uuid}`;

const decideMaterial = (
  command: CertifiableMaterialCommand,
  material: CertifiableMaterial,
): CertifiableMaterialEvent[] => {
  const { uuid, hubUuid, materialKind, certificateUuid, at } = command;
  const data = { uuid, hubUuid, materialKind, certificateUuid, at };
  switch (command.type) {
    // The hub's own material, registered and not removed, certified once.
    case 'MarkMaterialCertified':
      if (!material.exists || material.removed || material.hubUuid !== hubUuid) throw notFound();
      if (material.certified) throw new DomainError('invalid', 'noMaterialForCertification');
      return [{ type: 'MaterialCertified', data }];
    // Only a certified material is uncertified; otherwise nothing is recorded.
    case 'WithdrawCertification':
      return material.certified ? [{ type: 'MaterialCertificationWithdrawn', data }] : [];
    default:
      return unreachable(command);
  }
};

const evolveMaterial = (
  state: CertifiableMaterial,
  event: CertifiableMaterialEvent,
): CertifiableMaterial => {
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
      return unreachable(event);
  }
};

export const certifiableMaterialDecider: Decider<
  CertifiableMaterial,
  CertifiableMaterialCommand,
  CertifiableMaterialEvent
> = {
  initialState: () => ({ exists: false, hubUuid: null, removed: false, certified: false }),
  eventTypes: eventTypes<CertifiableMaterialEvent>({
    CollectedMaterialRegistered: true,
    TruckLoadRegistered: true,
    TransportMaterialReceived: true,
    HubEventRemoved: true,
    MaterialCertified: true,
    MaterialCertificationWithdrawn: true,
  }),
  evolve: evolveMaterial,
  decide: decideMaterial,
};

/** Recyclers certify their truck loads; co-processing facilities add a certificate to what they received. */
const CERTIFIERS: Record<CertifiedMaterialKind, HubType> = {
  COLLECTED_MATERIAL: 'RECYCLER',
  REGISTERED_MATERIAL: 'RECYCLER',
  CO_PROCESSING_MATERIAL: 'CO_PROCESSING_FACILITY',
};

/**
 * A certificate for one material of this hub, once: the CERTIFICATION hub event on its own stream and
 * the mark on the material's stream (so a second certificate is refused). The certificate keeps its
 * picture's type, from the picture's stream.
 */
export const decideCertify: StreamDecision<
  Omit<AddCertificate, 'certificateMimeType'>,
  {
    hub: HubAggregate;
    material: CertifiableMaterial;
    picture: FileUploadAggregate;
    certificate: CertificateAggregate;
  }
> = (command, { hub, material, picture, certificate }) => {
  const { uuid, hubUuid, materialUuid, materialKind, at } = command;
  if (!hub.exists || !hub.fields) throw notFound();
  if (!hubWorks(hub.state)) throw new DomainError('invalid', 'hubNotActive');
  if (
    hub.fields.type !== CERTIFIERS[materialKind] ||
    !hub.fields.features.includes('MATERIAL_CERTIFICATION')
  )
    throw new DomainError('forbidden', 'apiErrorForbidden');
  const marked = certifiableMaterialDecider.decide(
    {
      type: 'MarkMaterialCertified',
      uuid: materialUuid,
      hubUuid,
      materialKind,
      certificateUuid: uuid,
      at,
    },
    material,
  );
  if (!picture.exists || picture.hubUuid !== hubUuid)
    throw invalid({ certificatePictureFileUploadUuid: 'validationInvalid' });
  const certificateMimeType = picture.mimeType ?? 'image/jpeg';
  return [
    {
      streamId: `certificate-${uuid}`,
      events: certificateDecider.decide({ ...command, certificateMimeType }, certificate),
    },
    { streamId: materialStreamOf(materialKind, materialUuid), events: marked },
  ];
};

/**
 * Removing a certificate's hub event (the admin's review): its material is uncertified, so a co-processed
 * load is back in the stock and may be certified again (docs/hub-stock.md).
 */
export const decideWithdrawCertification: StreamDecision<
  { certificateUuid: string; at: string },
  { certificate: CertificateAggregate; material: CertifiableMaterial }
> = ({ certificateUuid, at }, { certificate, material }) => {
  const { hubUuid, materialUuid, materialKind } = certificate;
  if (!certificate.exists || !hubUuid || !materialUuid || !materialKind) return [];
  return [
    {
      streamId: materialStreamOf(materialKind, materialUuid),
      events: certifiableMaterialDecider.decide(
        {
          type: 'WithdrawCertification',
          uuid: materialUuid,
          hubUuid,
          materialKind,
          certificateUuid,
          at,
        },
        material,
      ),
    },
  ];
};
