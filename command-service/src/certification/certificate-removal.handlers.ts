import type { StreamReader } from '../command-handling/command-handler';
import type { StreamEvents } from '../command-handling/decider';
import { certificateDecider } from './certificate.decider';
import {
  certifiableMaterialDecider,
  decideWithdrawCertification,
  materialStreamOf,
} from './certification.decider';

/** What removing a hub event adds when it is a certificate: the withdrawal on its material's stream. Other streams: nothing. */
export const certificateRemoval = async (
  reader: StreamReader,
  streamId: string,
  at: string,
): Promise<StreamEvents[]> => {
  if (!streamId.startsWith('certificate-')) return [];
  const certificate = await reader.load(streamId, certificateDecider);
  if (!certificate.materialUuid || !certificate.materialKind) return [];
  const material = await reader.load(
    materialStreamOf(certificate.materialKind, certificate.materialUuid),
    certifiableMaterialDecider,
  );
  return decideWithdrawCertification(
    { certificateUuid: streamId.slice('certificate-'.length), at },
    { certificate, material },
  );
};
