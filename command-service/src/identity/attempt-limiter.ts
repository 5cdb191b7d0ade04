/**
 * A growing wait per key after repeated failures, capped, never a lock: after `free` failures in a
 * row, the key waits `baseDelayMs`, then twice that after each further failure, up to `maxDelayMs`,
 * counted from its last failure. A success forgives the key; so does `forgetAfterMs` without failures.
 * Kept in memory: a restart forgives, which is acceptable.
 */
export interface LimiterOptions {
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

const MAX_DELAY_MS = 30_000;
/** Per account (an email or phone number), whatever the address: the longest any attempt waits. */
export const ACCOUNT_LIMITS: LimiterOptions = {
  free: 3,
  baseDelayMs: 250,
  maxDelayMs: MAX_DELAY_MS,
  forgetAfterMs: 15 * 60_000,
};
/** Per account and address: where a guesser sits, each further try waits longer. */
export const ACCOUNT_ADDRESS_LIMITS: LimiterOptions = {
  free: 3,
  baseDelayMs: 1000,
  maxDelayMs: MAX_DELAY_MS,
  forgetAfterMs: 15 * 60_000,
};
/** Per address, over all accounts (spraying one password over many): looser, a hub often shares one address. */
export const ADDRESS_LIMITS: LimiterOptions = {
  free: 20,
  baseDelayMs: 1000,
  maxDelayMs: MAX_DELAY_MS,
  forgetAfterMs: 15 * 60_000,
};

export class AttemptLimiter {
  private failures = new Map<string, { count: number; last: number }>();

  constructor(private readonly options: LimiterOptions) {}

  /** Milliseconds this key must still wait before its next attempt is checked (0: at once); never more than the cap. */
  waitFor(key: string, now: number): number {
    const f = this.current(key, now);
    if (!f || f.count < this.options.free) return 0;
    const delay = Math.min(
      this.options.baseDelayMs * 2 ** (f.count - this.options.free),
      this.options.maxDelayMs,
    );
    return Math.max(0, f.last + delay - now);
  }

  fail(key: string, now: number): void {
    const f = this.current(key, now);
    this.failures.set(key, { count: (f?.count ?? 0) + 1, last: now });
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }

  private current(key: string, now: number) {
    const f = this.failures.get(key);
    if (f && now - f.last > this.options.forgetAfterMs) {
      this.failures.delete(key);
      return undefined;
    }
    return f;
  }
}

/** The three keys of one sign-in attempt. */
export interface SignInLimiters {
  account: AttemptLimiter;
  accountAddress: AttemptLimiter;
  address: AttemptLimiter;
}
export const signInLimiters = (): SignInLimiters => ({
  account: new AttemptLimiter(ACCOUNT_LIMITS),
  accountAddress: new AttemptLimiter(ACCOUNT_ADDRESS_LIMITS),
  address: new AttemptLimiter(ADDRESS_LIMITS),
});
