import type { ClusterFaultFigures } from './cluster-faults';

/** The figures as the test prints them, and whether they pass. */
export const clusterVerdict = (f: ClusterFaultFigures): { ok: boolean; lines: string[] } => {
  const { audit: a, checks: c } = f;
  const failures = [
    a.lost.length && `${a.lost.length} lost`,
    a.duplicated.length && `${a.duplicated.length} duplicated`,
    a.unaccounted.length && `${a.unaccounted.length} unaccounted`,
    a.readModelMismatches.length && `${a.readModelMismatches.length} read-model rows differ`,
    a.behind.length && `${a.behind.length} projections behind`,
    a.brokenBlobs.length && `${a.brokenBlobs.length} broken blobs`,
    f.serverErrors && `${f.serverErrors} server errors`,
    f.refused && `${f.refused} refused`,
    c.orderBreaks && `${c.orderBreaks} order breaks`,
    c.unreached && `${c.unreached} events unreached`,
    !c.chainVerified && 'chain not verified',
    c.ocrMissing && `${c.ocrMissing} uploads without OCR`,
    c.ocrDuplicated.length && `${c.ocrDuplicated.length} OCR doubled`,
    c.autoReviewMissing && `${c.autoReviewMissing} registrations without auto review`,
    c.autoReviewDuplicated.length && `${c.autoReviewDuplicated.length} auto reviews doubled`,
  ].filter(Boolean) as string[];
  const lines = [
    `cluster fault test: ${f.seconds} s of load`,
    `  commands: ${f.sent} sent, ${f.acknowledged} acknowledged, ${f.attempts} requests; ${f.retriedAfterNoAnswer} without answer during faults, retried with the same key; ${a.answeredFromStore} answered from the store`,
    `  faults: SIGKILL api ${f.kills.api}, projector ${f.kills.projector}, worker ${f.kills.worker}; SIGSTOP ${f.pauses}`,
    `  takeovers (ms): ${f.takeoverMs.join(', ') || '-'}; commits refused after a takeover: ${f.refusedAfterWake}`,
    `  log: ${a.events} events; lost ${a.lost.length}, duplicated ${a.duplicated.length}, unaccounted ${a.unaccounted.length}; order breaks ${c.orderBreaks}, unreached ${c.unreached}`,
    `  read models: ${a.readModelRows} rows, ${a.readModelMismatches.length} differ from a rebuild; behind ${a.behind.length}`,
    `  OCR: ${c.uploads} uploads, ${c.ocrResults} results, missing ${c.ocrMissing}, doubled ${c.ocrDuplicated.length}`,
    `  auto review: ${c.registrations} registrations, ${c.autoReviews} results, missing ${c.autoReviewMissing}, doubled ${c.autoReviewDuplicated.length}`,
    `  hash chain: ${c.chainVerified ? 'verified' : `NOT verified ${c.chainProblems.join('; ')}`}`,
    failures.length ? `FAILED: ${failures.join(', ')}` : 'PASSED',
  ];
  return { ok: failures.length === 0, lines };
};
