import type { CertifiedMaterialKind, EventData, EventOf } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { conflict, invalid } from '../command-handling/domain-error';

/** `certificate-<uuid>`: which material the certificate is about. */
export interface CertificateAggregate {
  exists: boolean;
  hubUuid: string | null;
  materialUuid: string | null;
  materialKind: CertifiedMaterialKind | null;
}

type Added = EventData<'MaterialCertificateAdded'>;
/** The certificate's data; `at` is the clock (createdAt). */
export type AddCertificate = Omit<Added, 'createdAt' | 'eventType'> & {
  type: 'AddCertificate';
  at: string;
};
export type CertificateCommand = AddCertificate;
export type CertificateEvent = EventOf<'MaterialCertificateAdded'>;

export const certificateDecider: Decider<
  CertificateAggregate,
  CertificateCommand,
  CertificateEvent
> = {
  initialState: () => ({ exists: false, hubUuid: null, materialUuid: null, materialKind: null }),
  eventTypes: eventTypes<CertificateEvent>({ MaterialCertificateAdded: true }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'MaterialCertificateAdded': {
        const { hubUuid, materialUuid, materialKind } = event.data;
        return { exists: true, hubUuid, materialUuid, materialKind };
      }
      default:
        return unreachable(event.type);
    }
  },
  decide: (command, certificate) => {
    switch (command.type) {
      case 'AddCertificate': {
        if (certificate.exists) throw conflict();
        if (command.certifiedWeight !== null && !(command.certifiedWeight > 0))
          throw invalid({ certifiedWeight: 'validationMin' });
        const { type: _type, at, ...data } = command;
        return [
          {
            type: 'MaterialCertificateAdded',
            data: { ...data, eventType: 'CERTIFICATION', createdAt: at },
          },
        ];
      }
      default:
        return unreachable(command.type);
    }
  },
};
