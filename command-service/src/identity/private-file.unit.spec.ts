import { mkdtemp, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeEmail } from './email-outbox';
import { writeEmailOnce, writeSmsOnce } from '../notifications/outbox-once';
import { appendPrivate } from './private-file';

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describe('outbox files are readable by their owner only (issue 33)', () => {
  it('creates the e-mail and SMS outboxes 0600', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    await writeEmail(dir, 'a@b.example', 'Your first password', 'secret');
    await writeSmsOnce(dir, 'k1', '+911234567', 'code 123456');
    expect(await modeOf(join(dir, 'email-outbox.log'))).toBe(0o600);
    expect(await modeOf(join(dir, 'sms-outbox.log'))).toBe(0o600);
  });
  it('narrows an outbox an older version made readable by all', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    await writeFile(join(dir, 'email-outbox.log'), '', { mode: 0o644 });
    await writeEmailOnce(dir, 'k', 'a@b.example', 'Reset', 'link');
    expect(await modeOf(join(dir, 'email-outbox.log'))).toBe(0o600);
  });
  it('makes a missing folder 0700', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'outbox-')), 'data');
    await appendPrivate(dir, 'x.log', 'line\n');
    expect(await modeOf(dir)).toBe(0o700);
  });
});
