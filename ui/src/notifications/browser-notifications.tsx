import { Button, Callout, H2 } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useLocalStorage } from '../common/use-local-storage.hook';
import { useNotifications } from './notifications.api';
import { freshNotifications, plainBody, shouldOfferPermission } from './notification-items';
import { t } from '../i18n';

const DISMISSED_KEY = 'notificationPermissionAsked';
const permissionNow = (): NotificationPermission | 'unsupported' =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/**
 * The hub app's browser notifications (Document 3 §2, issue 15). The permission is asked once, from
 * the operator's tap on "Turn on" (a user gesture, never on the first paint); "Not now" also counts as
 * asked. While the app is open, each new unread notification is shown through the Notification API.
 */
export function BrowserNotifications() {
  const [asked, setAsked] = useLocalStorage<boolean>(DISMISSED_KEY, false);
  const [permission, setPermission] = useState(permissionNow);
  const { data } = useNotifications();
  const seenUntil = useRef<string | null>(null);

  useEffect(() => {
    if (!data) return;
    const { show, seenUntil: next } = freshNotifications(data.items, seenUntil.current);
    seenUntil.current = next;
    if (permission !== 'granted') return;
    for (const item of show)
      new Notification(item.title, { body: plainBody(item.body), tag: item.uuid });
  }, [data, permission]);

  if (!shouldOfferPermission(permission, asked)) return null;
  const turnOn = async () => {
    setAsked(true);
    setPermission(await Notification.requestPermission());
  };
  return (
    <Callout intent="primary" icon="notifications" className="cairn-notifications__prompt">
      {/* A heading of the page's second level (a Callout's title is an h5, out of order under the h1). */}
      <H2 className="bp6-callout-title cairn-notifications__title">
        {t('notifications.promptTitle')}
      </H2>
      {t('notifications.promptText')}
      <div className="cairn-notifications__prompt-actions">
        <Button intent="primary" text={t('notifications.turnOn')} onClick={() => void turnOn()} />
        <Button variant="minimal" text={t('notifications.notNow')} onClick={() => setAsked(true)} />
      </div>
    </Callout>
  );
}
