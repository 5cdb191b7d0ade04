import type { EventData, StoredEvent } from '@cairn/contracts';
import type { Reactor } from '../reactors/reactor-runner';

export interface AlertDeliveryDeps {
  /** Writes the notification to the recipient's outbox, once per notification id (a re-run writes nothing twice). */
  deliver(notification: EventData<'UserNotified'>): Promise<void>;
}

/**
 * Delivers each notification that asks for it to the email outbox (the SMS outbox for a user with a
 * phone only). It runs after the alert was recorded, so a crash between the two loses no message:
 * the runner re-runs the delivery from its checkpoint, and the outbox drops the repeat by its key.
 */
export const createAlertDeliveryReactor = (deps: AlertDeliveryDeps): Reactor => ({
  name: 'alert-delivery',
  handles: ['UserNotified'],
  async react(event: StoredEvent): Promise<void> {
    if (event.type === 'UserNotified' && event.data.outbox) await deps.deliver(event.data);
  },
});
