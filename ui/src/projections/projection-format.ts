import type { ProjectionState, RebuildProgress } from '@cairn/contracts';

/** Thousands with commas, whatever the browser's locale. */
const count = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "4,000 of 10,383 events · 1,677 events/s · 4 s left" for a rebuild under way. */
export const rebuildText = (rebuild: RebuildProgress): string => {
  const parts = [
    `${count(rebuild.done)} of ${count(rebuild.total)} events`,
    `${count(rebuild.eventsPerSecond)} events/s`,
  ];
  if (rebuild.secondsLeft !== null) parts.push(`${count(rebuild.secondsLeft)} s left`);
  return parts.join(' · ');
};

/** 0..1 for the progress bar; an empty log counts as done. */
export const rebuildRatio = (rebuild: RebuildProgress): number =>
  rebuild.total > 0 ? Math.min(rebuild.done / rebuild.total, 1) : 1;

export const STATE_INTENT: Record<ProjectionState, 'success' | 'primary' | 'warning' | 'danger'> = {
  LIVE: 'success',
  CATCHING_UP: 'primary',
  REBUILDING: 'warning',
  FAILED: 'danger',
};
