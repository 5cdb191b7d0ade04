import { Link } from 'react-router-dom';
import { useEffect, useState } from 'react';
import { useOutbox } from './use-outbox.hook';
import { startOutbox } from './outbox';
import { formatDayTime } from '../../common/dates';
import { t } from '../../i18n';

/** "n waiting to send" in the hub app's bar, to the outbox; nothing when all is sent. */
export function OutboxStatus() {
  useEffect(startOutbox, []);
  const items = useOutbox();
  if (items.length === 0) return null;
  const refused = items.some((item) => item.state === 'refused');
  return (
    <Link
      to="/outbox"
      className={`bp6-button bp6-minimal outbox-status${refused ? ' bp6-intent-danger' : ' bp6-intent-warning'}`}
      data-testid="outbox-status"
    >
      {t('hub.waitingToSend', { count: items.length })}
    </Link>
  );
}

const ago = (since: number, now: number) => {
  const minutes = Math.round((now - since) / 60_000);
  if (minutes < 1) return t('hub.agoLessThanMinute');
  if (minutes < 60) return t('hub.agoMinutes', { count: minutes });
  const hours = Math.round(minutes / 60);
  return hours < 48
    ? t('hub.agoHours', { count: hours })
    : t('hub.agoDays', { count: Math.round(hours / 24) });
};

/**
 * The one notice while there is no network: the time the figures on screen are from and how old they
 * are; when nothing was known yet (`since` 0), only that there is no network.
 */
export function StaleNotice({ since }: { since: number | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (since === null) return null;
  return (
    <div
      className="stale-notice bp6-callout bp6-intent-warning"
      role="status"
      data-testid="stale-notice"
    >
      {since === 0
        ? t('hub.offlineNotice')
        : t('hub.staleNotice', {
            time: formatDayTime(new Date(since).toISOString()),
            ago: ago(since, Math.max(now, since)),
          })}
    </div>
  );
}
