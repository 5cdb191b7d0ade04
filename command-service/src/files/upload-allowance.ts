/** A hub's upload settings (UPLOAD_QUOTA_MB_PER_HUB, UPLOAD_RATE_PER_HUB_PER_HOUR). */
export interface UploadLimits {
  quotaBytes: number;
  perHour: number;
}
/** What the hub has stored, and when its recent uploads came. */
export interface UploadUsage {
  storedBytes: number;
  uploadedAt: readonly string[];
}

export type Allowance =
  | { ok: true }
  | { ok: false; reason: 'quota' }
  | { ok: false; reason: 'rate'; retryAfterSeconds: number };

/**
 * Whether one more file of `size` bytes fits the hub's quota and its hourly rate, at `now`. A refusal
 * by rate says when the oldest upload of the last hour leaves the window.
 */
export const uploadAllowance = (
  usage: UploadUsage,
  limits: UploadLimits,
  size: number,
  now: number,
): Allowance => {
  if (usage.storedBytes + size > limits.quotaBytes) return { ok: false, reason: 'quota' };
  const hourAgo = now - 3600_000;
  const recent = usage.uploadedAt
    .map(Date.parse)
    .filter((at) => at > hourAgo)
    .sort((a, b) => a - b);
  if (recent.length >= limits.perHour) {
    const oldest = recent[recent.length - limits.perHour];
    return {
      ok: false,
      reason: 'rate',
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + 3600_000 - now) / 1000)),
    };
  }
  return { ok: true };
};
