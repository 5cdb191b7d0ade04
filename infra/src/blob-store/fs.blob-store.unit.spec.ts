import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFsBlobStore, type FsBlobStore } from './fs.blob-store';

describe('FsBlobStore', () => {
  let dir: string;
  let store: FsBlobStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cairn-blobs-'));
    store = await createFsBlobStore(dir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('stores content under its sha256 and reads it back', async () => {
    const content = Buffer.from('a picture of a bale');
    const sha256 = createHash('sha256').update(content).digest('hex');
    expect(await store.put(content)).toEqual({ sha256, size: content.length });
    expect(await store.get(sha256)).toEqual(content);
    expect(await store.get(sha256.toUpperCase())).toEqual(content);
    expect(await store.pathOf(sha256)).toBe(join(dir, sha256.slice(0, 2), sha256));
  });

  it('writes the same content once and leaves no temp files', async () => {
    const content = Buffer.from('same bytes');
    const [a, b] = await Promise.all([store.put(content), store.put(content)]);
    expect(a).toEqual(b);
    expect(await store.put(content)).toEqual(a);
    expect(await readdir(join(dir, a.sha256.slice(0, 2)))).toEqual([a.sha256]);
  });

  it('answers null for unknown or malformed hashes, so no path escapes the folder', async () => {
    expect(await store.get('0'.repeat(64))).toBeNull();
    expect(await store.pathOf('0'.repeat(64))).toBeNull();
    for (const bad of [
      '../../etc/passwd',
      `${'a'.repeat(63)}/`,
      'a'.repeat(65),
      `..${'a'.repeat(62)}`,
      '',
    ]) {
      expect(await store.pathOf(bad)).toBeNull();
      expect(await store.get(bad)).toBeNull();
    }
  });

  it('keeps uploads to its own user: folders 0700, files 0600, an older 0755 folder narrowed (issue 33)', async () => {
    const modeOf = async (path: string) => (await stat(path)).mode & 0o777;
    const older = join(dir, 'blobs');
    await mkdir(older, { mode: 0o755 });
    const narrowed = await createFsBlobStore(older);
    expect(await modeOf(older)).toBe(0o700);
    const { sha256 } = await narrowed.put(Buffer.from('an ID document'));
    const path = (await narrowed.pathOf(sha256)) as string;
    expect(await modeOf(path)).toBe(0o600);
    expect(await modeOf(join(older, sha256.slice(0, 2)))).toBe(0o700);
  });
  it('stores empty content', async () => {
    const { sha256, size } = await store.put(Buffer.alloc(0));
    expect(size).toBe(0);
    expect(await store.get(sha256)).toEqual(Buffer.alloc(0));
  });

  it('deletes content by its hash, quietly when absent, never outside its folder', async () => {
    const { sha256 } = await store.put(Buffer.from('gone soon'));
    await store.delete(sha256);
    expect(await store.get(sha256)).toBeNull();
    await store.delete(sha256);
    await store.delete('../../etc/passwd');
  });
});
