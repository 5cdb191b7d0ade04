import type { StoredEvent } from '@cairn/contracts';
import { type SqlClient, verifyEventStore } from '@cairn/infra';

export interface ClusterChecks {
  /** Events whose (transaction, position) is not after the one before it in the global order. */
  orderBreaks: number;
  /** Rows of the events table the global order does not reach (a hole a reader would skip). */
  unreached: number;
  chainVerified: boolean;
  chainProblems: string[];
  uploads: number;
  ocrResults: number;
  ocrMissing: number;
  ocrDuplicated: string[];
  registrations: number;
  autoReviews: number;
  autoReviewMissing: number;
  autoReviewDuplicated: string[];
}

/** Transactions per command id: a command's effect happened once when there is exactly one. */
const transactionsBy = (events: readonly StoredEvent[], match: (commandId: string) => boolean) => {
  const by = new Map<string, Set<string>>();
  for (const e of events) {
    const id = e.metadata.commandId;
    if (!match(id)) continue;
    by.set(id, (by.get(id) ?? new Set()).add(String(e.transactionId)));
  }
  return by;
};

/** The checks crash-run's audit does not make: order, the hash chain, and the reactions. */
export const checkCluster = async (
  sql: SqlClient,
  events: readonly StoredEvent[],
): Promise<ClusterChecks> => {
  let orderBreaks = 0;
  for (let i = 1; i < events.length; i++) {
    const [a, b] = [events[i - 1], events[i]];
    const ta = BigInt(a.transactionId ?? 0);
    const tb = BigInt(b.transactionId ?? 0);
    if (tb < ta || (tb === ta && BigInt(b.globalPosition) <= BigInt(a.globalPosition)))
      orderBreaks++;
  }
  const { rows } = await sql.query<{ n: number }>('select count(*)::int as n from events');
  const verified = await verifyEventStore(sql);
  const ocr = transactionsBy(events, (id) => id.endsWith(':ocr'));
  const reviews = transactionsBy(events, (id) => id.startsWith('autoReview:'));
  const uploads = events.filter((e) => e.type === 'FileUploaded');
  const registrations = events.filter((e) => e.type === 'CollectedMaterialRegistered');
  const reviewedUuids = new Set([...reviews.keys()].map((id) => id.split(':')[1]));
  return {
    orderBreaks,
    unreached: (rows[0]?.n ?? 0) - events.length,
    chainVerified: verified.problems.length === 0,
    chainProblems: verified.problems.slice(0, 10).map((p) => JSON.stringify(p)),
    uploads: uploads.length,
    ocrResults: ocr.size,
    ocrMissing: uploads.filter((u) => !ocr.has(`${u.id}:ocr`)).length,
    ocrDuplicated: [...ocr].filter(([, tx]) => tx.size > 1).map(([id]) => id),
    registrations: registrations.length,
    autoReviews: reviews.size,
    autoReviewMissing: registrations.filter(
      (r) => !reviewedUuids.has((r.data as { uuid: string }).uuid),
    ).length,
    autoReviewDuplicated: [...reviews].filter(([, tx]) => tx.size > 1).map(([id]) => id),
  };
};
