import {
  START,
  compareCheckpoints,
  type Checkpoint,
  type EventStore,
  type ReadStore,
} from '@cairn/infra';
import { ProjectionRunner, type Projection } from '@cairn/projection-service';

const POLL_MS = 50;

/**
 * The command service's view of projections that run in the projection service: it never folds
 * events itself; waitFor polls the projections' checkpoints in the shared read store, so a command
 * still answers after its change is readable (read your writes) when projections follow $all.
 */
export class RemoteProjections extends ProjectionRunner {
  private seen: Checkpoint = START;

  constructor(
    events: EventStore,
    private readonly store: ReadStore,
    private readonly names: readonly Projection[],
  ) {
    super(events, store, names);
  }

  override get current(): Checkpoint {
    return this.seen;
  }

  override async init(): Promise<string[]> {
    await this.refresh();
    return [];
  }

  override start(): void {}
  override async stop(): Promise<void> {}
  override async catchUp(): Promise<number> {
    return 0;
  }

  override async waitFor(target: Checkpoint, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (compareCheckpoints(await this.refresh(), target) >= 0) return true;
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** The slowest projection's checkpoint: every read model has passed it. */
  private async refresh(): Promise<Checkpoint> {
    const stored = await this.store.checkpoints();
    const all = this.names.map((p) => stored[p.name] ?? START);
    this.seen = all.reduce(
      (min, cp) => (compareCheckpoints(cp, min) < 0 ? cp : min),
      all[0] ?? START,
    );
    return this.seen;
  }
}
