import { describe, expect, it } from 'vitest';
import { submissionKey } from './use-idempotency-key';

const counter = () => {
  let n = 0;
  return () => `k${++n}`;
};

describe("a form's Idempotency-Key", () => {
  it('is sent again on the retry of a failed submission, and renewed only after a success', async () => {
    const key = submissionKey(counter());
    const sent: string[] = [];
    const failing = (k: string) => {
      sent.push(k);
      return Promise.reject(new Error('network'));
    };
    const working = (k: string) => {
      sent.push(k);
      return Promise.resolve(k.toUpperCase());
    };
    await expect(key.send(failing)).rejects.toThrow('network');
    await expect(key.send(failing)).rejects.toThrow('network');
    await expect(key.send(working)).resolves.toBe('K1');
    expect(key.current()).toBe('k2');
    await key.send(working);
    expect(sent).toEqual(['k1', 'k1', 'k1', 'k2']);
  });

  it('keeps the key when the server refused the submission (a 400 appends nothing; the corrected retry may use it)', async () => {
    const key = submissionKey(counter());
    await expect(
      key.send(() => Promise.reject(Object.assign(new Error('bad'), { status: 400 }))),
    ).rejects.toThrow();
    expect(key.current()).toBe('k1');
  });
});
