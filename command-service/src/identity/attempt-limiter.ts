/**
 * Slows down repeated failures per key (an email, a phone number, an address): after `free`
 * failures each attempt waits longer, and past `max` failures within the window the key is
 * refused until the window passes. Kept in memory: a restart forgives, which is acceptable.
 */
export interface LimiterOptions { free: number; max: number; windowMs: number; baseDelayMs: number; maxDelayMs: number }
/** Per account (an email or phone number). */
export const ACCOUNT_LIMITS: LimiterOptions = { free: 3, max: 10, windowMs: 15 * 60_000, baseDelayMs: 250, maxDelayMs: 2000 };
/** Per address: looser, because a whole hub often shares one address behind its router. */
export const ADDRESS_LIMITS: LimiterOptions = { free: 20, max: 200, windowMs: 15 * 60_000, baseDelayMs: 250, maxDelayMs: 2000 };

export class AttemptLimiter {
  private failures = new Map<string, { count: number; first: number }>();

  constructor(private readonly options = ACCOUNT_LIMITS) {}

  /** Milliseconds to wait before checking this attempt, or null when the key is locked out. */
  delayFor(keys: string[], now: number): number | null {
    let worst = 0;
    for (const key of keys) {
      const f = this.current(key, now);
      if (!f) continue;
      if (f.count >= this.options.max) return null;
      worst = Math.max(worst, f.count);
    }
    if (worst < this.options.free) return 0;
    return Math.min(this.options.baseDelayMs * 2 ** (worst - this.options.free), this.options.maxDelayMs);
  }

  fail(keys: string[], now: number): void {
    for (const key of keys) {
      const f = this.current(key, now) ?? { count: 0, first: now };
      this.failures.set(key, { count: f.count + 1, first: f.first });
    }
  }

  succeed(keys: string[]): void {
    for (const key of keys) this.failures.delete(key);
  }

  private current(key: string, now: number) {
    const f = this.failures.get(key);
    if (f && now - f.first > this.options.windowMs) {
      this.failures.delete(key);
      return undefined;
    }
    return f;
  }
}
