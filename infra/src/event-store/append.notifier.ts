import type { SqlClient } from '../sql/sql-client.port';

/** Every notifier on one SqlClient: two stores on one PGlite must wake each other without NOTIFY. */
const peersByClient = new WeakMap<SqlClient, Set<AppendNotifier>>();

/**
 * Wakes readers when something may have been appended: directly after an append in this
 * process, through NOTIFY for appends of other processes (when the driver can LISTEN), and
 * otherwise by each waiter's timeout. A generation counter lets a reader that looked before
 * a wake-up see that it missed one instead of sleeping through it.
 */
export class AppendNotifier {
  private generation = 0;
  private readonly waiters = new Set<() => void>();
  private listening: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private closed = false;

  constructor(
    private readonly sql: SqlClient,
    private readonly channel: string,
  ) {
    const peers = peersByClient.get(sql) ?? new Set<AppendNotifier>();
    peersByClient.set(sql, peers);
    peers.add(this);
  }

  get current(): number {
    return this.generation;
  }

  /** After an append through this client: wakes this notifier and its peers at once. */
  fireLocal(): void {
    [...(peersByClient.get(this.sql) ?? [this])].forEach((notifier) => notifier.fire());
  }

  fire(): void {
    this.generation += 1;
    const waiters = [...this.waiters];
    this.waiters.clear();
    waiters.forEach((wake) => wake());
  }

  /** Resolves on the next fire(), at once if one happened since `sinceGeneration`, or after maxWaitMs. */
  async wait(maxWaitMs: number, signal?: AbortSignal, sinceGeneration?: number): Promise<void> {
    await this.ensureListening();
    if (this.closed || signal?.aborted) return;
    if (sinceGeneration !== undefined && sinceGeneration !== this.generation) return;
    await new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, maxWaitMs));
      signal?.addEventListener('abort', done, { once: true });
      this.waiters.add(done);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    peersByClient.get(this.sql)?.delete(this);
    this.fire();
    await this.listening;
    await this.unlisten?.().catch(() => undefined);
    this.unlisten = null;
  }

  /** LISTEN lazily: a process that only appends never needs the extra connection. */
  private ensureListening(): Promise<void> {
    const listen = this.sql.listen?.bind(this.sql);
    if (!listen || this.closed) return Promise.resolve();
    this.listening ??= listen(this.channel, () => this.fire()).then(
      (unlisten) => {
        this.unlisten = unlisten;
      },
      // Without LISTEN, waiters still wake by timeout; try again on the next wait.
      () => {
        this.listening = null;
      },
    );
    return this.listening;
  }
}
