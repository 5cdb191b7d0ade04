import { z } from 'zod';

/** What the analysts' status screen shows of one read model (GET /api/admin/projections). */
export const ProjectionState = z.enum(['LIVE', 'CATCHING_UP', 'REBUILDING', 'FAILED']);
export type ProjectionState = z.infer<typeof ProjectionState>;

export const RebuildProgress = z.object({
  reason: z.enum(['manual', 'version', 'resumed']),
  state: z.enum(['REBUILDING', 'DONE', 'FAILED', 'CANCELLED']),
  done: z.number(),
  total: z.number(),
  eventsPerSecond: z.number(),
  secondsLeft: z.number().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type RebuildProgress = z.infer<typeof RebuildProgress>;

export const ProjectionStatus = z.object({
  name: z.string(),
  model: z.string(),
  version: z.number(),
  /** The checkpoint's global position. */
  position: z.string(),
  /** Events in the log after the checkpoint. */
  lag: z.number(),
  eventsPerSecond: z.number(),
  state: ProjectionState,
  /** Made by another version: the old rows serve until its rebuild swaps the new ones in. */
  outdated: z.boolean(),
  rebuild: RebuildProgress.nullable(),
  lastError: z.string().nullable(),
  lastMovedAt: z.string().nullable(),
});
export type ProjectionStatus = z.infer<typeof ProjectionStatus>;

/** A snapshot's name becomes part of a model name: letters, digits, dash and underscore only. */
export const SNAPSHOT_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** A replay to a point in time into a named snapshot (`until`: an ISO instant or a global position). */
export const SnapshotRequest = z.object({
  into: z.string({ error: 'validationRequired' }).regex(SNAPSHOT_NAME, 'validationInvalid'),
  until: z
    .string({ error: 'validationRequired' })
    .refine((v) => /^\d+$/.test(v) || !Number.isNaN(Date.parse(v)), 'validationInvalid'),
});
export type SnapshotRequest = z.infer<typeof SnapshotRequest>;
