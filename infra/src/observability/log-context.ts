import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line of one request (or job) carries: its request id and the W3C trace it belongs to. */
export interface LogContext {
  requestId?: string;
  traceId?: string;
  spanId?: string;
  /** The W3C traceparent to carry on (event metadata, Kafka headers, job data). */
  traceparent?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

export const withLogContext = <T>(context: LogContext, run: () => T): T =>
  storage.run({ ...storage.getStore(), ...context }, run);

export const logContext = (): LogContext => storage.getStore() ?? {};

const TRACEPARENT = /^([\da-f]{2})-([\da-f]{32})-([\da-f]{16})-([\da-f]{2})$/;

/** A valid W3C traceparent's ids, or null (all-zero ids and version ff are invalid by the spec). */
export const parseTraceparent = (
  header: string | undefined | null,
): { traceId: string; spanId: string; traceparent: string } | null => {
  const m = TRACEPARENT.exec((header ?? '').trim().toLowerCase());
  if (!m || m[1] === 'ff' || /^0+$/.test(m[2]) || /^0+$/.test(m[3])) return null;
  return { traceId: m[2], spanId: m[3], traceparent: m[0] };
};
