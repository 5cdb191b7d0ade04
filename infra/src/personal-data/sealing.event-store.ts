import type { StoredEvent } from '@cairn/contracts';
import type {
  AppendOutcome,
  AppendRequest,
  Checkpoint,
  CommandResult,
  EventStore,
  GlobalBatch,
} from '../event-store/event-store.port';
import type { PersonalDataKeys } from './personal-data-keys.store';
import { sealEvent, sealedSubjects, subjectsToSeal, unsealData } from './personal-data.sealing';

/**
 * The event store with personal fields sealed (issue 33): each is encrypted under its person's key
 * on append and opened on read, so the stored events, their hashes and the global chain hold only
 * ciphertext, and deleting a key erases the person while every event stays and verifies.
 */
export class SealingEventStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    private readonly keys: PersonalDataKeys,
  ) {}

  async append(request: AppendRequest): Promise<AppendOutcome> {
    const events = request.appends.flatMap((a) => a.events);
    const subjects = events.flatMap(subjectsToSeal);
    if (subjects.length === 0) return this.inner.append(request);
    const keys = await this.keys.keysForSealing(subjects);
    const sealed: AppendRequest = {
      ...request,
      appends: request.appends.map((a) => ({
        ...a,
        events: a.events.map((event) => sealEvent(event, keys)),
      })),
    };
    const outcome = await this.inner.append(sealed);
    return outcome.kind === 'appended'
      ? { ...outcome, events: await this.unseal(outcome.events) }
      : outcome;
  }

  findCommandResult(commandId: string): Promise<CommandResult | null> {
    return this.inner.findCommandResult(commandId);
  }

  async readStream(
    streamId: string,
    options?: { fromPosition?: number; limit?: number },
  ): Promise<StoredEvent[]> {
    return this.unseal(await this.inner.readStream(streamId, options));
  }

  async readAll(after: Checkpoint, limit: number): Promise<GlobalBatch> {
    const batch = await this.inner.readAll(after, limit);
    return { ...batch, events: await this.unseal(batch.events) };
  }

  countAfter(after: Checkpoint): Promise<number> {
    return this.inner.countAfter(after);
  }

  waitForAppend(maxWaitMs: number, signal?: AbortSignal): Promise<void> {
    return this.inner.waitForAppend(maxWaitMs, signal);
  }

  subscribe(
    from: Checkpoint,
    handler: (batch: GlobalBatch) => Promise<void>,
    options?: { batchSize?: number; signal?: AbortSignal },
  ): Promise<void> {
    return this.inner.subscribe(
      from,
      async (batch) => handler({ ...batch, events: await this.unseal(batch.events) }),
      options,
    );
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** The events as stored, sealed values and all (the access answer's proof, the converter). */
  get stored(): EventStore {
    return this.inner;
  }

  private async unseal(events: StoredEvent[]): Promise<StoredEvent[]> {
    const subjects = new Set<string>();
    for (const event of events) sealedSubjects(event.data, subjects);
    if (subjects.size === 0) return events;
    const keys = await this.keys.keysOf(subjects);
    return events.map((event) => {
      const data = unsealData(event.data, keys);
      return data === event.data ? event : ({ ...event, data } as StoredEvent);
    });
  }
}
