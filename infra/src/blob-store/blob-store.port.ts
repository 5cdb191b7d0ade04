/** Files stored by content hash (sha256 hex). */
export interface BlobStore {
  put(content: Buffer): Promise<{ sha256: string; size: number }>;
  get(sha256: string): Promise<Buffer | null>;
  /** Absolute path for streaming, or null when absent. */
  pathOf(sha256: string): Promise<string | null>;
  /** Removes the content (no error when absent); the caller makes sure nothing else names it. */
  delete(sha256: string): Promise<void>;
}
