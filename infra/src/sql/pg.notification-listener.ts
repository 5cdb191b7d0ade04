import pg from 'pg';

type OnNotify = (payload: string) => void;
const RECONNECT_DELAY_MS = 1000;

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * A dedicated connection for LISTEN. A pooled connection cannot hold a LISTEN (it is handed
 * to other queries and may be closed when idle), so pg gets one client of its own.
 * It never throws for connectivity: while it is down, callers fall back to their timeouts,
 * and it reconnects (re-LISTENing every channel) in the background.
 */
export class PgNotificationListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly callbacks = new Map<string, Set<OnNotify>>();
  private reconnectTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly config: pg.ClientConfig) {}

  async listen(channel: string, onNotify: OnNotify): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('notification listener is closed');
    const callbacks = this.callbacks.get(channel) ?? new Set<OnNotify>();
    this.callbacks.set(channel, callbacks);
    callbacks.add(onNotify);
    try {
      const client = await this.ensureConnected();
      // LISTEN is idempotent; issuing it here also covers a channel added while connecting.
      await client.query(`listen ${quoteIdent(channel)}`);
    } catch {
      this.scheduleReconnect();
    }
    return async () => {
      callbacks.delete(onNotify);
      if (callbacks.size > 0 || this.callbacks.get(channel) !== callbacks) return;
      this.callbacks.delete(channel);
      await this.client?.query(`unlisten ${quoteIdent(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.callbacks.clear();
    const client = this.client ?? (await this.connecting?.catch(() => null)) ?? null;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private ensureConnected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client(this.config);
    client.on('notification', (message) => {
      this.callbacks.get(message.channel)?.forEach((onNotify) => onNotify(message.payload ?? ''));
    });
    // Without an 'error' listener a dropped connection would crash the process.
    client.on('error', () => this.drop(client));
    client.on('end', () => this.drop(client));
    try {
      await client.connect();
      for (const channel of this.callbacks.keys())
        await client.query(`listen ${quoteIdent(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('notification listener is closed');
    }
    this.client = client;
    return client;
  }

  private drop(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer || this.callbacks.size === 0) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.ensureConnected().catch(() => this.scheduleReconnect());
    }, RECONNECT_DELAY_MS);
    // A pending reconnect must not keep the process alive on shutdown.
    this.reconnectTimer.unref();
  }
}
