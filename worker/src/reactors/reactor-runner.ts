import type { EventType, StoredEvent } from '@cairn/contracts';
import {
  type Checkpoint,
  type EventStore,
  type Logger,
  type ReadStore,
  START,
  activeTrace,
  inTrace,
  parseTraceparent,
  timeJob,
  withLogContext,
} from '@cairn/infra';

export interface Reactor {
  /** Checkpoint name; also part of each job's id so a replayed event never runs a job twice. */
  name: string;
  handles: readonly EventType[];
  react(event: StoredEvent): Promise<void>;
}

const RETRY_MS = 1000;
/** A reaction that still fails after this many tries (a broken picture, not a database away) is logged and skipped. */
const MAX_ATTEMPTS = 4;

const checkpointOf = (event: StoredEvent): Checkpoint => ({
  txId: event.transactionId ?? '0',
  position: event.globalPosition,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a reactor over the global log from its stored checkpoint. The checkpoint moves after each
 * reaction succeeded, so a crash re-runs the one reaction it interrupted (at least once), never a
 * whole batch of slow ones: killed often enough, a batch would never finish. Reactions are
 * idempotent by their command id, so a re-run appends nothing twice. A failed reaction is tried
 * again (the store may be away for a moment) before it is logged and left behind.
 */
export class ReactorRunner {
  private abort = new AbortController();
  private loop: Promise<void> | null = null;

  constructor(
    private readonly events: EventStore,
    private readonly rows: ReadStore,
    private readonly reactor: Reactor,
    private readonly logger: Logger,
    private readonly options: { retryMs?: number } = {},
  ) {}

  async start(): Promise<void> {
    let from: Checkpoint = (await this.rows.checkpoints())[this.checkpointName] ?? START;
    this.loop = (async () => {
      while (!this.abort.signal.aborted) {
        try {
          await this.events.subscribe(
            from,
            async (batch) => {
              for (const event of batch.events) {
                if (!this.reactor.handles.includes(event.type)) continue;
                await this.react(event);
                await this.rows.commit([], { [this.checkpointName]: checkpointOf(event) });
                from = checkpointOf(event);
              }
              await this.rows.commit([], { [this.checkpointName]: batch.checkpoint });
              from = batch.checkpoint;
            },
            { batchSize: 50, signal: this.abort.signal },
          );
        } catch (error) {
          // The store was away: go on from the last stored checkpoint after a pause.
          if (this.abort.signal.aborted) return;
          this.logger.error(`${this.reactor.name} paused after an error; retrying`, {
            error: String(error),
          });
          await sleep(this.options.retryMs ?? RETRY_MS);
        }
      }
    })();
  }

  async stop(): Promise<void> {
    this.abort.abort();
    await this.loop;
  }

  private async react(event: StoredEvent): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        // The job's log lines carry the trace of the request that appended its event.
        const traceparent = event.metadata.traceparent;
        await inTrace(this.reactor.name, traceparent, () =>
          withLogContext({ ...(activeTrace() ?? parseTraceparent(traceparent)) }, () =>
            timeJob(this.reactor.name, () => this.reactor.react(event)),
          ),
        );
        return;
      } catch (error) {
        if (this.abort.signal.aborted) throw error;
        if (attempt >= MAX_ATTEMPTS) {
          this.logger.error(`${this.reactor.name} failed ${attempt} times; left behind`, {
            eventId: event.id,
            error: String(error),
          });
          return;
        }
        this.logger.warn(`${this.reactor.name} failed; trying again`, {
          eventId: event.id,
          attempt,
          error: String(error),
        });
        await sleep((this.options.retryMs ?? RETRY_MS) * attempt);
      }
    }
  }

  /** The reactor's name: its checkpoint and its queue in the metrics. */
  get name(): string {
    return this.reactor.name;
  }

  private get checkpointName() {
    return `reactor:${this.reactor.name}`;
  }
}
