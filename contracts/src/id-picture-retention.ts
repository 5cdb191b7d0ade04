/** A collector whose ID document picture(s) are still stored, with when they were last active. */
export interface RetentionCandidate {
  collectorUuid: string;
  /** The newest hub event naming the collector, or the collector's definition if none. */
  lastActivityAt: string;
  fileUploadUuids: string[];
}

/** The collector's last activity: their newest hub event, else when the collector was made. */
export const lastActivityOf = (definedAt: string, hubEventTimes: readonly string[]): string =>
  hubEventTimes.reduce(
    (newest, at) => (Date.parse(at) > Date.parse(newest) ? at : newest),
    definedAt,
  );

/** The moment `months` calendar months before `now` (UTC); a picture older than it is due. */
export const retentionCutoff = (now: Date, months: number): Date => {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  // 31 March minus one month is the last day of February, not 3 March.
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
};

/** Issue 33 §6: the collectors whose ID pictures are kept past the retention period, to delete. */
export const dueForRetention = (
  candidates: readonly RetentionCandidate[],
  months: number,
  now: Date,
): RetentionCandidate[] => {
  const cutoff = retentionCutoff(now, months).getTime();
  return candidates.filter(
    (c) => c.fileUploadUuids.length > 0 && Date.parse(c.lastActivityAt) < cutoff,
  );
};
