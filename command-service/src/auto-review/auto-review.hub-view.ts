import type { AnomalyTag, AutoReviewFinding, HubEventRow } from '@cairn/contracts';

/** Evidence about another hub's event: its id, hub, date and picture are that hub's data. */
const OTHER_HUB_FIELDS = [
  'duplicateOfHubEventUuid',
  'duplicateOfHubUuid',
  'duplicateOfHubName',
  'duplicateOfPictureUuid',
  'duplicateOfPictureLink',
] as const;

const ownHubOnly =
  (hubUuid: string) =>
  (finding: AutoReviewFinding): AutoReviewFinding => {
    const other =
      finding.evidence.duplicateOfHubUuid !== undefined &&
      finding.evidence.duplicateOfHubUuid !== hubUuid;
    if (!other) return finding;
    const evidence = { ...finding.evidence };
    for (const field of OTHER_HUB_FIELDS) delete evidence[field];
    return { ...finding, evidence };
  };

/**
 * A hub event as the hub's own operators see it: of the machine's and the reviewer's tags, only those the hub
 * shows in its app (`eventAppReviewTags`), and never another hub's event, name or picture (a
 * picture used elsewhere says only that, and when).
 */
export const forHubOperators = (row: HubEventRow, appTags: readonly AnomalyTag[]): HubEventRow => {
  const shown = (findings: AutoReviewFinding[] = []) =>
    findings.filter((f) => appTags.includes(f.tag)).map(ownHubOnly(row.hubUuid));
  // A reviewer's tags too: operators see no tag outside the hub's choice, as the one event's view.
  const tags = (list: AnomalyTag[]) => list.filter((t) => appTags.includes(t));
  return {
    ...row,
    anomalies: tags(row.anomalies),
    review: row.review && {
      ...row.review,
      tags: tags(row.review.tags),
      findings: shown(row.review.findings),
    },
    autoReview: row.autoReview && {
      ...row.autoReview,
      tags: row.autoReview.tags.filter((t) => appTags.includes(t)),
      findings: shown(row.autoReview.findings),
      failures: [],
    },
  };
};
