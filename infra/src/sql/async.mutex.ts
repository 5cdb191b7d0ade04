/**
 * A FIFO lock for one shared resource. PGlite is a single connection: a transaction's
 * statements must not interleave with other callers' statements, so every use queues here.
 */
export class AsyncMutex {
  private tail: Promise<void> = Promise.resolve();

  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn);
    // The next caller waits for this one whatever its outcome; errors go to our own caller.
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}
