import { AWAITING_EVIDENCE, isAuditActionOverdue } from '@cairn/contracts';
import type { ComplianceActionRecord, UserRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { recordAlert } from './alert-record';
import { admins, homeLink, hubUsers } from './alert-recipients';
import { emailText } from '../emails/email-texts';
import { dayText } from './notification-texts';

/**
 * AUDIT_ACTION_OVERDUE, on the scheduler's clock: an action overdue by the rule the lists show
 * (`isAuditActionOverdue`, the day after its deadline, UTC) → the hub's owners and every admin, once per
 * action and deadline.
 */
export const raiseOverdueAuditAlerts = async (app: AppContext, now: Date): Promise<void> => {
  const today = now.toISOString().slice(0, 10);
  const found = await app.rows.search<ComplianceActionRecord>('complianceActions', {
    page: 0,
    size: 1000,
    filters: [{ field: 'STATUS', operator: 'IN', value: [...AWAITING_EVIDENCE] }],
  });
  for (const action of found.items.filter((a) => isAuditActionOverdue(a, today))) {
    const users: UserRow[] = [
      ...(await hubUsers(app, action.hubUuid, ['ROLE_HUB_OWNER'])),
      ...(await admins(app)),
    ];
    await recordAlert(
      app,
      {
        commandId: `overdue.${action.uuid}.${action.deadlineDate}`,
        actorUuid: null,
        hubUuid: action.hubUuid,
        now: now.toISOString(),
      },
      {
        streamId: `alert-overdue-${action.uuid}-${action.deadlineDate}`,
        alertType: 'AUDIT_ACTION_OVERDUE',
        hubUuid: action.hubUuid,
        subjectUuid: action.uuid,
        tags: [],
        outbox: true,
        texts: (language) => ({
          title: emailText(language, 'notificationOverdueTitle', { action: action.name }),
          body: emailText(language, 'notificationOverdue', {
            action: action.name,
            deadline: dayText(language, action.deadlineDate),
          }),
        }),
        link: null,
        users,
        linkFor: (user) =>
          user.role === 'ROLE_HUB_OWNER'
            ? homeLink(user)
            : `/admin/hubs/${action.hubUuid}/manage-audit-actions`,
      },
    );
  }
};
