import type { AlertRequest, StoredEvent } from '@cairn/contracts';
import type {
  ComplianceActionRecord,
  HubEventRecord,
  HubRow,
  ManualFlagRow,
  UserRow,
} from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { manualFlagsThresholdExceeded } from './alert.decider';
import { admins, homeLink, hubUsers } from './alert-recipients';
import { recordAlert } from './alert-record';
import { certifiedAlert } from './material-certified.alert';
import { flagCreditsOf } from '../credits/credit-flags.handlers';
import { emailText } from '../emails/email-texts';
import { dayText, materialText, tagsText } from './notification-texts';

const DAY_MS = 86_400_000;

const ctxOf = (
  app: AppContext,
  cause: StoredEvent,
  rule: string,
  hubUuid: string | null,
): CommandContext => ({
  commandId: `${cause.id}:alert:${rule}`,
  actorUuid: null,
  hubUuid,
  correlationId: cause.metadata.correlationId,
  now: app.now().toISOString(),
});

/** The alerts reactor's `raise`: resolves the recipients and texts of a request and records the alert. */
export const raiseAlert = async (
  app: AppContext,
  request: AlertRequest,
  cause: StoredEvent,
): Promise<void> => {
  // The reactor may see the event before the projections do: the read models asked below must show it.
  await app.projections.waitFor(
    { txId: cause.transactionId ?? '0', position: cause.globalPosition },
    10_000,
  );
  switch (request.rule) {
    case 'HUB_EVENT_FLAGGED': {
      const event = await app.rows.get<HubEventRecord>('hubEvents', request.hubEventUuid);
      const hubUuid = request.hubUuid ?? event?.hubUuid;
      if (!event || !hubUuid) return;
      const hub = await app.rows.get<HubRow>('hubs', hubUuid);
      // The hub sees the tags it chose to show in its app (eventAppReviewTags), no others.
      const tags = request.tags.filter((tag) => hub?.eventAppReviewTags.includes(tag));
      await recordAlert(app, ctxOf(app, cause, 'flagged', hubUuid), {
        streamId: `alert-flagged-${cause.id}`,
        alertType: 'HUB_EVENT_FLAGGED',
        hubUuid,
        subjectUuid: event.uuid,
        tags,
        outbox: true,
        texts: (language) => ({
          title: emailText(language, 'notificationFlaggedTitle', { type: event.type }),
          body: emailText(language, 'notificationFlagged', {
            type: event.type,
            what: materialText(language, event.weight, event.quantityUnit, event.materialType),
            day: dayText(language, event.weighedAt ?? event.createdAt),
            tags: tagsText(language, tags),
          }),
        }),
        link: `/hub-event/${event.uuid}`,
        users: await hubUsers(app, hubUuid, ['ROLE_HUB_MANAGER']),
      });
      return;
    }
    case 'MANUAL_FLAG':
      return manualFlagsAlert(app, request, cause);
    case 'CREDIT_EVIDENCE_CHANGED':
      return flagCreditsOf(app, request, cause);
    case 'MATERIAL_CERTIFIED':
      return certifiedAlert(app, request, cause, ctxOf(app, cause, 'certified', request.hubUuid));
    case 'AUDIT_ACTION_OPENED': {
      const action = await app.rows.get<ComplianceActionRecord>(
        'complianceActions',
        request.actionUuid,
      );
      if (!action) return;
      const owners = await app.rows.getMany<UserRow>('users', request.ownerUuids);
      // The owners' email was written by the command that opened the action: the alert adds the notification.
      await recordAlert(app, ctxOf(app, cause, 'audit', action.hubUuid), {
        streamId: `alert-audit-${cause.id}`,
        alertType: 'AUDIT_ACTION_OPENED',
        hubUuid: action.hubUuid,
        subjectUuid: action.uuid,
        tags: [],
        outbox: false,
        texts: (language) => ({
          title: emailText(language, 'notificationAuditOpenedTitle', { action: action.name }),
          body: emailText(language, 'notificationAuditOpened', {
            deadline: dayText(language, action.deadlineDate),
          }),
        }),
        link: '/hub-portal/dashboard',
        users: [...owners.values()].filter((u) => !u.suspended),
      });
    }
  }
};

/** MANUAL_FLAGS_THRESHOLD_EXCEEDED: one alert per hub and window, to its owners (HUB_OWNER_NOTIFICATIONS) and every admin. */
const manualFlagsAlert = async (
  app: AppContext,
  request: Extract<AlertRequest, { rule: 'MANUAL_FLAG' }>,
  cause: StoredEvent,
) => {
  if (!request.hubUuid) return;
  const hub = await app.rows.get<HubRow>('hubs', request.hubUuid);
  if (!hub) return;
  const { count, days } = app.config.manualFlagsAlert;
  const since = new Date(Date.parse(request.at) - days * DAY_MS).toISOString();
  const flags = await app.rows.search<ManualFlagRow>('manualFlags', {
    page: 0,
    size: 1000,
    filters: [
      { field: 'HUB_UUID', operator: 'EQUALS', value: hub.uuid },
      { field: 'CREATED_AT', operator: 'GREATER_THAN_OR_EQUAL', value: since },
    ],
  });
  // The read model may not hold this very flag yet: it counts once either way.
  const flagTimes = [
    ...flags.items.filter((f) => f.uuid !== cause.id).map((f) => f.at),
    request.at,
  ];
  const owners = hub.features.includes('HUB_OWNER_NOTIFICATIONS')
    ? await hubUsers(app, hub.uuid, ['ROLE_HUB_OWNER'])
    : [];
  // Raised at the flag's instant, so the window check does not depend on when the reactor ran.
  await recordAlert(
    app,
    { ...ctxOf(app, cause, 'manualFlags', hub.uuid), now: request.at },
    {
      streamId: `manualFlagAlerts-${hub.uuid}`,
      alertType: 'MANUAL_FLAGS_THRESHOLD_EXCEEDED',
      hubUuid: hub.uuid,
      subjectUuid: hub.uuid,
      tags: [],
      outbox: true,
      texts: (language) => {
        const values = {
          hub: hub.name,
          count: String(flagTimes.length),
          days: String(days),
          threshold: String(count),
        };
        return {
          title: emailText(language, 'notificationManualFlagsTitle', values),
          body: emailText(language, 'notificationManualFlags', values),
        };
      },
      link: null,
      users: [...owners, ...(await admins(app))],
      linkFor: (user) => (user.role === 'ROLE_HUB_OWNER' ? homeLink(user) : '/admin/hub-events'),
      once: false,
      when: (lastRaisedAt) =>
        manualFlagsThresholdExceeded({ flagTimes, at: request.at, lastRaisedAt, count, days }),
    },
  );
};
