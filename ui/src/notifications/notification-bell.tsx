import type { NotificationView } from '@cairn/contracts';
import { Button, Classes } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { markRead, useNotifications } from './notifications.api';
import { badgeText, isFileLink } from './notification-items';
import './notifications.css';
import { t } from '../i18n';

const NotificationPopover = lazy(() => import('./notification-popover'));

/** The bell of every app (admin portal, hub app, hub owner portal): the unread count and the list; each item leads to what it is about. */
export function NotificationBell({ dark = false }: { dark?: boolean }) {
  const { data, mutate } = useNotifications();
  const navigate = useNavigate();
  const unread = data?.unread ?? 0;
  const badge = badgeText(unread);

  const open = async (item: NotificationView) => {
    if (!item.readAt) await markRead(item.uuid).catch(() => undefined);
    void mutate();
    if (!item.link) return;
    if (isFileLink(item.link)) window.open(item.link, '_blank', 'noopener');
    else navigate(item.link);
  };

  // The popover loads on the first tap, then opens at once; until then the bell is a plain button.
  const [armed, setArmed] = useState(false);
  const className = `cairn-notifications__target${dark ? ` ${Classes.DARK}` : ''}`;
  const anchor = (
    <span className="cairn-notifications__anchor">
      <Button
        variant="minimal"
        icon="notifications"
        aria-label={t('notifications.unreadLabel', { count: unread })}
        title={t('notifications.title')}
        onClick={() => setArmed(true)}
      />
      {badge && (
        <span className="cairn-notifications__badge" aria-hidden>
          {badge}
        </span>
      )}
    </span>
  );
  const plain = <span className={className}>{anchor}</span>;
  if (!armed) return plain;
  return (
    <Suspense fallback={plain}>
      <NotificationPopover
        className={className}
        anchor={anchor}
        data={data}
        onOpen={(item) => void open(item)}
        onChanged={() => void mutate()}
      />
    </Suspense>
  );
}
