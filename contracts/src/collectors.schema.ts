import { z } from 'zod';
import { isoDate } from './grading.schema';
import { requiredString, uuid } from './validation';

/** POST /api/collectors/{uuid} (Document 3 §5: name and idNumber required; birthDate not in the future; ID picture required). */
export const DefineCollectorRequest = z.object({
  name: requiredString(100),
  idNumber: requiredString(50),
  birthDate: isoDate().refine(
    (v) => v <= new Date().toISOString().slice(0, 10),
    'validationNotInFuture',
  ),
  idDocumentFileUploadUuid: uuid(),
});
export type DefineCollectorRequest = z.infer<typeof DefineCollectorRequest>;

export interface CollectorDetailView {
  uuid: string;
  trackingNumber: string;
  type: string;
  state: 'DEFINED' | 'UNDEFINED';
  name: string | null;
  birthDate: string | null;
  idNumber: string | null;
  idDocumentFileUploadUuid: string | null;
  /** As the admin list answers them (Document 2 §3): the collector redirect compares companies. */
  company: { uuid: string; name: string };
  qrCode: { directLink: string };
  trackingUrl: string;
  createdAt: string;
}
