import type { NotificationView } from '@cairn/contracts';
import { Button, Classes, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import type { ReactNode } from 'react';
import { formatDateTime } from '../common/format';
import { markAllRead } from './notifications.api';
import { t } from './notifications.messages';

const FILE_LINK = /(\/files\/\S+)/;

/** The body, its signed file links (a report's CSV files) shown as links of their own. */
function BodyText({ text }: { text: string }) {
  return (
    <>
      {text.split(FILE_LINK).map((part, i) =>
        FILE_LINK.test(part) ? (
          <a
            key={i}
            href={part}
            target="_blank"
            rel="noopener"
            onClick={(e) => e.stopPropagation()}
          >
            {part.split('?')[0].split('.').pop()?.toUpperCase()}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

type Data = { unread: number; items: NotificationView[] } | undefined;

function NotificationList({
  data,
  onOpen,
  onChanged,
}: {
  data: Data;
  onOpen: (item: NotificationView) => void;
  onChanged: () => void;
}) {
  const unread = data?.unread ?? 0;
  return (
    <Menu className="cairn-notifications__list" aria-label={t('notifications.title')}>
      <li className="cairn-notifications__head">
        <strong>{t('notifications.title')}</strong>
        {unread > 0 && (
          <Button
            size="small"
            variant="minimal"
            text={t('notifications.markAllRead')}
            onClick={() => void markAllRead().then(onChanged)}
          />
        )}
      </li>
      <MenuDivider />
      {data && data.items.length === 0 && (
        <NonIdealState
          icon="notifications"
          description={t('notifications.nothingYet')}
          className="cairn-notifications__empty"
        />
      )}
      {data?.items.map((item) => (
        <MenuItem
          key={item.uuid}
          className={`cairn-notifications__item${item.readAt ? '' : ' is-unread'}`}
          multiline
          onClick={() => onOpen(item)}
          text={
            <>
              <span className="cairn-notifications__title">{item.title}</span>
              <span className={`cairn-notifications__body ${Classes.TEXT_MUTED}`}>
                <BodyText text={item.body} />
              </span>
              <span className={`cairn-notifications__time ${Classes.TEXT_MUTED}`}>
                {formatDateTime(item.createdAt)}
              </span>
            </>
          }
        />
      ))}
    </Menu>
  );
}

/**
 * The bell's popover and list, loaded on the first tap of the bell (open at once): the popover's
 * positioning (popper.js) and the menu items (floating-ui) are code no first screen needs (issue 18,
 * first-route JavaScript).
 */
export default function NotificationPopover({
  className,
  anchor,
  ...list
}: {
  className: string;
  anchor: ReactNode;
  data: Data;
  onOpen: (item: NotificationView) => void;
  onChanged: () => void;
}) {
  return (
    <Popover
      content={<NotificationList {...list} />}
      defaultIsOpen
      placement="bottom-end"
      className={className}
      popoverClassName="cairn-notifications"
    >
      {anchor}
    </Popover>
  );
}
