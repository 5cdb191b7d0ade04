import type { PublicSummary } from '@cairn/projection-service';

/** What /verify/{id} answers, as JSON or as the page. */
export interface Verification {
  id: string;
  kind: PublicSummary['kind'];
  material: string[];
  mass: PublicSummary['mass'];
  period: PublicSummary['period'];
  chainOfCustody: PublicSummary['chainOfCustody'];
  signature: { issuer: string; didDocument: string; verified: boolean; credential: string | null };
  status: { list: string; index: number; state: 'valid' | 'revoked' }[];
  chain: {
    verifies: boolean;
    upToGlobalPosition: string;
    eventsChecked: number;
    chainHead: string | null;
    checkedAt: string;
  } | null;
}
