import { Button, Card, H2, Tag } from '@blueprintjs/core';
import { NonIdealState } from '../../common/headings';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmButton } from '../../common/confirm-button';
import { formatDayTime } from '../../common/dates';
import { discard, flushOutbox } from './outbox';
import { outboxStore, type OutboxItem, type OutboxState } from './outbox.store';
import { useOutbox } from './use-outbox.hook';
import { t } from '../hub-forms.messages';

const STATE: Record<OutboxState, { text: string; intent: 'warning' | 'primary' | 'danger' }> = {
  waiting: { text: 'hub.outboxWaiting', intent: 'warning' },
  sending: { text: 'hub.outboxSending', intent: 'primary' },
  refused: { text: 'hub.outboxRefused', intent: 'danger' },
};

/** The pictures an item carries, from the phone. */
function Thumbnails({ item }: { item: OutboxItem }) {
  const [urls, setUrls] = useState<Array<{ url: string; capturedAt: string; located: boolean }>>(
    [],
  );
  useEffect(() => {
    let made: string[] = [];
    void Promise.all(item.pictureUuids.map((uuid) => outboxStore.getPicture(uuid))).then(
      (pictures) => {
        const shown = pictures.flatMap((p) =>
          p && p.blob.type.startsWith('image/')
            ? [
                {
                  url: URL.createObjectURL(p.blob),
                  capturedAt: p.capturedAt,
                  located: !!p.position,
                },
              ]
            : [],
        );
        made = shown.map((p) => p.url);
        setUrls(shown);
      },
    );
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [item.id, item.pictureUuids.join()]);
  return (
    <>
      {urls.map((p) => (
        <figure key={p.url} className="outbox-item__picture">
          <img src={p.url} alt={t('hub.pictureKept')} />
          <figcaption>
            {t(p.located ? 'hub.takenAtWithPosition' : 'hub.takenAt', {
              at: formatDayTime(p.capturedAt),
            })}
          </figcaption>
        </figure>
      ))}
    </>
  );
}

/** /outbox: what this phone still has to send, and how each item stands (issue 18). */
export default function OutboxPage() {
  const items = useOutbox();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const sendNow = async () => {
    setSending(true);
    try {
      await flushOutbox();
    } finally {
      setSending(false);
    }
  };
  if (items.length === 0) {
    return (
      <NonIdealState
        icon="tick-circle"
        title={t('hub.everythingSent')}
        action={
          <Button
            size="large"
            text={t('hub.backToOverview')}
            onClick={() => navigate('/hub-overview')}
          />
        }
      />
    );
  }
  return (
    <div className="outbox">
      <H2>{t('hub.waitingToSend', { count: items.length })}</H2>
      <p className="bp6-text-muted">{t('hub.outboxExplained')}</p>
      <Button
        size="large"
        intent="primary"
        icon="refresh"
        text={t('hub.sendNow')}
        loading={sending}
        onClick={() => void sendNow()}
      />
      {items.map((item) => (
        <Card key={item.id} className="outbox-item" compact data-testid="outbox-item">
          <div className="outbox-item__head">
            <strong>{item.label}</strong>
            <Tag intent={STATE[item.state].intent}>{t(STATE[item.state].text)}</Tag>
          </div>
          <span className="bp6-text-muted">
            {t('hub.savedAttempts', {
              at: formatDayTime(item.createdAt),
              count: item.attempts,
            })}
          </span>
          <Thumbnails item={item} />
          {item.error && (
            <span
              className={item.state === 'refused' ? 'bp6-text-intent-danger' : 'bp6-text-muted'}
            >
              {item.error}
            </span>
          )}
          {item.state === 'refused' && (
            <ConfirmButton
              text={t('hub.discard')}
              intent="danger"
              confirmText={t('hub.discard')}
              question={t('hub.discardQuestion', { label: item.label })}
              onConfirm={() => discard(item)}
            />
          )}
        </Card>
      ))}
    </div>
  );
}
