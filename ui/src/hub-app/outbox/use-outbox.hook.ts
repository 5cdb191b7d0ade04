import { useEffect, useState } from 'react';
import { getUser } from '../../api/session';
import { onOutboxChange } from './outbox';
import { outboxStore, type OutboxItem } from './outbox.store';

/** The signed-in user's outbox, kept current as items are added, tried and sent (in any tab). */
export function useOutbox(): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    let live = true;
    const load = () => {
      const user = getUser()?.uuid;
      void outboxStore.list().then(
        (all) => {
          if (live) setItems(all.filter((item) => item.userUuid === user));
        },
        () => undefined,
      );
    };
    load();
    const stop = onOutboxChange(load);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return items;
}
