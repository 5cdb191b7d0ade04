import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { appendPrivate } from './private-file';
import type { Logger } from '@cairn/infra';

/**
 * Six-digit sign-in codes: stored hashed, expire after a TTL, single-use, three tries each.
 * The SMS goes to an outbox file under DATA_DIR instead of a gateway; the server log says only
 * that a code went out, never the code (logs travel further than the outbox and live longer).
 */
export class OneTimeCodes {
  private codes = new Map<string, { hash: Buffer; expiresAt: number; tries: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly outboxDir: string,
    private readonly logger: Logger,
  ) {}

  async send(phoneNumber: string, now: number): Promise<{ expiresAt: string; code: string }> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = now + this.ttlMs;
    this.codes.set(phoneNumber, { hash: this.hash(phoneNumber, code), expiresAt, tries: 0 });
    const message = `Your Cairn sign-in code is ${code}. It expires in ${Math.round(this.ttlMs / 60000)} minutes.`;
    await appendPrivate(
      this.outboxDir,
      'sms-outbox.log',
      `${new Date(now).toISOString()}\t${phoneNumber}\t${message}\n`,
    );
    this.logger.info('SMS outbox: sign-in code sent', {
      to: `…${phoneNumber.slice(-4)}`,
      outbox: 'sms-outbox.log',
    });
    return { expiresAt: new Date(expiresAt).toISOString(), code };
  }

  /** True once per sent code: a used, expired or thrice-missed code is gone. */
  verify(phoneNumber: string, code: string, now: number): boolean {
    const entry = this.codes.get(phoneNumber);
    if (!entry) return false;
    if (entry.expiresAt < now) {
      this.codes.delete(phoneNumber);
      return false;
    }
    const ok = timingSafeEqual(entry.hash, this.hash(phoneNumber, code));
    if (ok || ++entry.tries >= 3) this.codes.delete(phoneNumber);
    return ok;
  }

  private hash(phoneNumber: string, code: string): Buffer {
    return createHash('sha256').update(`${phoneNumber}:${code}`).digest();
  }
}
