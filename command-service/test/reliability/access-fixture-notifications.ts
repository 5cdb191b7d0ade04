import type { HubRow, NotificationRow, UserRow } from '@cairn/projection-service';
import { recordAlert } from '../../src/notifications/alert-record';
import type { TestApp } from '../harness/test-app';

/** A notification of the demo admin (the access matrix's admin), about a demo hub. */
export const adminNotification = async (t: TestApp): Promise<{ id: string; hubUuid: string }> => {
  const app = t.running.app;
  const [admin] = await app.rows.findBy<UserRow>('users', 'email', 'admin@cairn.example');
  const [hub] = await app.rows.list<HubRow>('hubs', { limit: 1 });
  await recordAlert(
    app,
    {
      commandId: `access-notification-${admin.uuid}`,
      actorUuid: null,
      now: app.now().toISOString(),
    },
    {
      streamId: `alert-access-${admin.uuid}`,
      alertType: 'HUB_EVENT_FLAGGED',
      hubUuid: hub.uuid,
      subjectUuid: hub.uuid,
      tags: [],
      texts: () => ({ title: 'Access matrix', body: 'A notification to read.' }),
      link: null,
      outbox: false,
      users: [admin],
    },
  );
  await app.projections.waitForLatest(5000);
  const [row] = await app.rows.findBy<NotificationRow>('notifications', 'userUuid', admin.uuid);
  return { id: row.uuid, hubUuid: hub.uuid };
};
