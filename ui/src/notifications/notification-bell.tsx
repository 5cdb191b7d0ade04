import type { NotificationView } from '@cairn/contracts';
import { Button, Classes, Menu, MenuDivider, MenuItem, NonIdealState, Popover } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../common/format';
import { markAllRead, markRead, useNotifications } from './notifications.api';
import { badgeText, isFileLink } from './notification-items';
import './notifications.css';

const FILE_LINK = /(\/files\/\S+)/;

/** The body, its signed file links (a report's CSV files) shown as links of their own. */
function BodyText({ text }: { text: string }) {
  return <>{text.split(FILE_LINK).map((part, i) => (FILE_LINK.test(part)
    ? <a key={i} href={part} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()}>{part.split('?')[0].split('.').pop()?.toUpperCase()}</a>
    : part))}</>;
}

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

  const list = (
    <Menu className="cairn-notifications__list" aria-label="Notifications">
      <li className="cairn-notifications__head">
        <strong>Notifications</strong>
        {unread > 0 && <Button size="small" variant="minimal" text="Mark all read" onClick={() => void markAllRead().then(() => mutate())} />}
      </li>
      <MenuDivider />
      {data && data.items.length === 0 && <NonIdealState icon="notifications" description="Nothing yet." className="cairn-notifications__empty" />}
      {data?.items.map((item) => (
        <MenuItem
          key={item.uuid}
          className={`cairn-notifications__item${item.readAt ? '' : ' is-unread'}`}
          multiline
          onClick={() => void open(item)}
          text={(
            <>
              <span className="cairn-notifications__title">{item.title}</span>
              <span className={`cairn-notifications__body ${Classes.TEXT_MUTED}`}><BodyText text={item.body} /></span>
              <span className={`cairn-notifications__time ${Classes.TEXT_MUTED}`}>{formatDateTime(item.createdAt)}</span>
            </>
          )}
        />
      ))}
    </Menu>
  );

  return (
    <Popover content={list} placement="bottom-end" className={`cairn-notifications__target${dark ? ` ${Classes.DARK}` : ''}`} popoverClassName="cairn-notifications">
      <span className="cairn-notifications__anchor">
        <Button variant="minimal" icon="notifications" aria-label={`Notifications, ${unread} unread`} title="Notifications" />
        {badge && <span className="cairn-notifications__badge" aria-hidden>{badge}</span>}
      </span>
    </Popover>
  );
}
