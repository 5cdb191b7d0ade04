import type { AlertRequest, AnomalyTag, ReviewStatus, StoredEvent } from '@cairn/contracts';

const FLAGGED: readonly ReviewStatus[] = ['FLAGGED', 'AUTO_FLAGGED'];

/**
 * "A hub event was flagged" for any source of flags: a person's review (HubEventReviewed) and the
 * automatic review add one line each in `alertRequestsOf` that calls this.
 */
export const flaggedAlert = (
  status: ReviewStatus,
  tags: AnomalyTag[],
  hubEventUuid: string,
  hubUuid: string | null,
): AlertRequest | null =>
  FLAGGED.includes(status)
    ? { rule: 'HUB_EVENT_FLAGGED', hubEventUuid, hubUuid, status, tags }
    : null;

/** The event types the alerts reactor reads. */
export const ALERT_CAUSES = [
  'HubEventReviewed',
  'HubEventAutoReviewed',
  'MaterialCertificateAdded',
  'ComplianceActionOwnerNotified',
  'HubEventRemoved',
  'HubEventWeightAmended',
] as const;

/** Credits standing on a record flagged, removed or corrected are flagged in turn (issue 35). */
const creditEvidence = (
  hubEventUuid: string,
  hubUuid: string | null,
  reason: string | null | false,
): AlertRequest[] =>
  reason ? [{ rule: 'CREDIT_EVIDENCE_CHANGED', hubEventUuid, hubUuid, reason }] : [];

/** The alerts an event may raise, in order; an event that raises none gives []. */
export const alertRequestsOf = (event: StoredEvent): AlertRequest[] => {
  switch (event.type) {
    case 'HubEventReviewed': {
      const d = event.data;
      const hubUuid = event.metadata.hubUuid ?? null;
      const flagged = flaggedAlert(d.status, d.tags, d.uuid, hubUuid);
      // Only a person's flag counts toward the manual-flags threshold.
      const manual: AlertRequest[] =
        d.status === 'FLAGGED'
          ? [{ rule: 'MANUAL_FLAG', hubEventUuid: d.uuid, hubUuid, at: d.reviewedAt }]
          : [];
      return [
        ...(flagged ? [flagged] : []),
        ...manual,
        ...creditEvidence(d.uuid, hubUuid, flagged && d.status),
      ];
    }
    case 'HubEventRemoved':
      return creditEvidence(event.data.uuid, event.metadata.hubUuid ?? null, 'REMOVED');
    case 'HubEventWeightAmended':
      return creditEvidence(event.data.uuid, event.metadata.hubUuid ?? null, 'WEIGHT_AMENDED');
    case 'HubEventAutoReviewed': {
      // A machine flag tells the managers like a person's; it never counts toward the manual-flags threshold,
      // and a result kept after a person's review changes nothing, so it tells nobody.
      const d = event.data;
      const flagged =
        d.personReviewed || d.status !== 'AUTO_FLAGGED'
          ? null
          : flaggedAlert(d.status, d.tags, d.uuid, d.hubUuid);
      return flagged ? [flagged] : [];
    }
    case 'MaterialCertificateAdded': {
      const d = event.data;
      return [
        {
          rule: 'MATERIAL_CERTIFIED',
          certificateUuid: d.uuid,
          hubUuid: d.hubUuid,
          materialUuid: d.materialUuid,
          materialKind: d.materialKind,
        },
      ];
    }
    case 'ComplianceActionOwnerNotified':
      return event.data.ownerUuids.length
        ? [
            {
              rule: 'AUDIT_ACTION_OPENED',
              actionUuid: event.data.uuid,
              ownerUuids: event.data.ownerUuids,
            },
          ]
        : [];
    default:
      return [];
  }
};
