/** What one item of a batch came to: its answer, or the error that item alone failed with. */
export type Settled<A> = { ok: true; value: A } | { ok: false; error: unknown };

export interface AppendBatcherOptions<T> {
  /** Batches under way at once (each one statement on its own connection). */
  lanes: number;
  /** Items in one batch at most. */
  maxItems: number;
  /**
   * Items that must be waiting before a second lane starts while one is busy. Without it the
   * free lane ran batches of one or two beside a full one, which cost most of the server's time.
   */
  minItemsBeside?: number;
  /** Weight of one item (e.g. its events); a batch stops growing past maxWeight. */
  weigh?: (item: T) => number;
  maxWeight?: number;
}

interface Pending<T, A> {
  item: T;
  resolve: (value: A) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit in the application: an item submitted while every lane is busy waits for the
 * next free lane and goes with everything else that waited, as one batch. Alone (no lane busy)
 * an item goes at once, so a quiet system pays no added latency; under load, one round trip and
 * one COMMIT serve many items. Nothing is answered before its batch has run.
 */
export class AppendBatcher<T, A> {
  private readonly queue: Array<Pending<T, A>> = [];
  private busy = 0;

  constructor(
    private readonly run: (items: T[]) => Promise<Array<Settled<A>>>,
    private readonly options: AppendBatcherOptions<T>,
  ) {}

  submit(item: T): Promise<A> {
    return new Promise<A>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    const { lanes, minItemsBeside = 1 } = this.options;
    while (this.busy < lanes && this.queue.length >= (this.busy === 0 ? 1 : minItemsBeside)) {
      const batch = this.take();
      this.busy += 1;
      this.runBatch(batch).finally(() => {
        this.busy -= 1;
        this.pump();
      });
    }
  }

  private take(): Array<Pending<T, A>> {
    const { maxItems, weigh, maxWeight = Infinity } = this.options;
    let weight = 0;
    let count = 0;
    while (count < this.queue.length && count < maxItems) {
      weight += weigh ? weigh(this.queue[count].item) : 1;
      if (count > 0 && weight > maxWeight) break;
      count += 1;
    }
    return this.queue.splice(0, count);
  }

  private async runBatch(batch: Array<Pending<T, A>>): Promise<void> {
    try {
      const answers = await this.run(batch.map((p) => p.item));
      batch.forEach((pending, i) => {
        const answer = answers[i];
        if (!answer)
          pending.reject(new Error('append batch answered fewer items than it was given'));
        else if (answer.ok) pending.resolve(answer.value);
        else pending.reject(answer.error);
      });
    } catch (error) {
      batch.forEach((pending) => pending.reject(error));
    }
  }
}
