import type { EventType, StoredEvent } from '@cairn/contracts';
import { type Checkpoint, type EventStore, type Logger, type ReadStore, START } from '@cairn/infra';

export interface Reactor {
  /** Checkpoint name; also part of each job's id so a replayed event never runs a job twice. */
  name: string;
  handles: readonly EventType[];
  react(event: StoredEvent): Promise<void>;
}

/**
 * Runs a reactor over the global log from its stored checkpoint. The checkpoint moves only after
 * the reaction succeeded, so a crash re-runs the reaction (at least once); reactions are
 * idempotent by their command id, so a re-run appends nothing twice.
 */
export class ReactorRunner {
  private abort = new AbortController();
  private loop: Promise<void> | null = null;

  constructor(private readonly events: EventStore, private readonly rows: ReadStore, private readonly reactor: Reactor, private readonly logger: Logger) {}

  async start(): Promise<void> {
    let from: Checkpoint = (await this.rows.checkpoints())[this.checkpointName] ?? START;
    this.loop = (async () => {
      while (!this.abort.signal.aborted) {
        try {
          await this.events.subscribe(from, async (batch) => {
            for (const event of batch.events) {
              if (!this.reactor.handles.includes(event.type)) continue;
              try {
                await this.reactor.react(event);
              } catch (error) {
                this.logger.error(`${this.reactor.name} failed`, { eventId: event.id, error: String(error) });
              }
            }
            await this.rows.commit([], { [this.checkpointName]: batch.checkpoint });
            from = batch.checkpoint;
          }, { batchSize: 50, signal: this.abort.signal });
        } catch (error) {
          // The store was away: go on from the last stored checkpoint after a pause.
          if (this.abort.signal.aborted) return;
          this.logger.error(`${this.reactor.name} paused after an error; retrying`, { error: String(error) });
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }
    })();
  }

  async stop(): Promise<void> {
    this.abort.abort();
    await this.loop;
  }

  private get checkpointName() { return `reactor:${this.reactor.name}`; }
}
