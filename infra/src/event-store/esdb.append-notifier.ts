import {
  END,
  eventTypeFilter,
  type AllStreamSubscription,
  type EventStoreDBClient,
} from '@eventstore/db-client';
import { APP_EVENT_TYPE_REGEX } from './esdb.event-mapper';

/** How long the first wait waits for the server to confirm the live subscription. */
const CONFIRM_TIMEOUT_MS = 2_000;

/**
 * Wakes waiters when an app event is appended anywhere: by this process directly, by any other
 * process through a live $all subscription from the end, filtered on the server to the app's types.
 */
export class EsdbAppendNotifier {
  private readonly waiters = new Set<() => void>();
  private live: Promise<AllStreamSubscription> | null = null;
  private closed = false;

  constructor(private readonly client: EventStoreDBClient) {}

  notify(): void {
    for (const wake of [...this.waiters]) wake();
  }

  async wait(maxWaitMs: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted || this.closed) return;
    // Registered before anything is awaited, so neither an append nor an abort can slip past.
    let wake!: () => void;
    const woken = new Promise<void>((resolve) => {
      wake = resolve;
    });
    this.waiters.add(wake);
    signal?.addEventListener('abort', wake, { once: true });
    let timer: NodeJS.Timeout | undefined;
    try {
      // The first wait lets the server confirm the live subscription; without it the timeout still bounds the wait.
      await Promise.race([this.listen().catch(() => undefined), woken]);
      timer = setTimeout(wake, maxWaitMs);
      await woken;
    } finally {
      clearTimeout(timer);
      this.waiters.delete(wake);
      signal?.removeEventListener('abort', wake);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.notify();
    const live = this.live;
    this.live = null;
    if (live) await live.then((subscription) => subscription.unsubscribe()).catch(() => undefined);
  }

  private listen(): Promise<AllStreamSubscription> {
    this.live ??= new Promise<AllStreamSubscription>((resolve) => {
      const subscription = this.client.subscribeToAll({
        fromPosition: END,
        filter: eventTypeFilter({ regex: APP_EVENT_TYPE_REGEX }),
      });
      const timer = setTimeout(() => resolve(subscription), CONFIRM_TIMEOUT_MS);
      subscription.on('confirmation', () => {
        clearTimeout(timer);
        resolve(subscription);
      });
      subscription.on('data', () => this.notify());
      // A lost subscription is opened again by the next wait.
      subscription.on('error', () => {
        clearTimeout(timer);
        this.live = null;
        resolve(subscription);
      });
    });
    return this.live;
  }
}
