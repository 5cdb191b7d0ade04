/** GET /api/admin/system/metrics: one sample a minute of the last hour (issue 36 §8). */
export interface SystemSample {
  at: string;
  /** The largest lag of any projection, in seconds and in events. */
  projectionLagSeconds: number;
  projectionLagEvents: number;
  /** All queues together (reactor backlogs, or BullMQ jobs). */
  queueDepth: number;
  /** Requests answered since the previous sample, and how many of them were 5xx. */
  requests: number;
  errors: number;
}
export interface SystemMetrics {
  samples: SystemSample[];
}
