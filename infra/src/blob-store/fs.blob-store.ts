import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { BlobStore } from './blob-store.port';

const SHA256_HEX = /^[0-9a-f]{64}$/;
/** Uploads hold ID-document pictures (issue 33): only the service's own user may list or read them. */
const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

const isMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';

/**
 * Content-addressed files: `<dir>/<first two hex>/<sha256>`. A file appears under its final
 * name only complete and flushed (temp file, fsync, rename), so a crash never leaves a
 * truncated blob behind a valid hash. Same content = same file, written once.
 */
export class FsBlobStore implements BlobStore {
  private readonly dir: string;

  constructor(dir: string) {
    this.dir = resolve(dir);
  }

  async put(content: Buffer): Promise<{ sha256: string; size: number }> {
    const sha256 = createHash('sha256').update(content).digest('hex');
    const target = this.fileOf(sha256);
    if (await this.exists(target)) return { sha256, size: content.length };
    const folder = join(this.dir, sha256.slice(0, 2));
    await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER });
    const temp = join(folder, `.tmp-${sha256}-${randomBytes(6).toString('hex')}`);
    const handle = await open(temp, 'wx', PRIVATE_FILE);
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      // rename is atomic; a concurrent put of the same content just replaces identical bytes.
      await rename(temp, target);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    await this.syncFolder(folder);
    return { sha256, size: content.length };
  }

  async get(sha256: string): Promise<Buffer | null> {
    const path = await this.pathOf(sha256);
    if (!path) return null;
    try {
      return await readFile(path);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Null for anything that is not a sha256 in hex: a request can never name a path outside dir. */
  async pathOf(sha256: string): Promise<string | null> {
    const hash = sha256.toLowerCase();
    if (!SHA256_HEX.test(hash)) return null;
    const path = this.fileOf(hash);
    return (await this.exists(path)) ? path : null;
  }

  async delete(sha256: string): Promise<void> {
    const path = await this.pathOf(sha256);
    if (path)
      await unlink(path).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
  }

  private fileOf(hash: string): string {
    return join(this.dir, hash.slice(0, 2), hash);
  }

  private async exists(path: string): Promise<boolean> {
    try {
      return (await stat(path)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** Persists the rename itself; not every platform can open a folder, so it is best effort. */
  private async syncFolder(folder: string): Promise<void> {
    const handle = await open(folder, 'r').catch(() => null);
    if (!handle) return;
    await handle.sync().catch(() => undefined);
    await handle.close();
  }
}

export const createFsBlobStore = async (dir: string): Promise<FsBlobStore> => {
  await mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER });
  // A folder an older version made 0755 is narrowed; the blobs inside stay unlistable through it.
  await chmod(dir, PRIVATE_FOLDER);
  return new FsBlobStore(dir);
};
