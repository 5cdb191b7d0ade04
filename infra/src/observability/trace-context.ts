import { ROOT_CONTEXT, context, propagation, trace } from '@opentelemetry/api';

export interface ActiveTrace {
  traceId: string;
  spanId: string;
  traceparent: string;
}

/** The active OpenTelemetry span's ids; null when tracing is off (the API's no-op) or no span is active. */
export const activeTrace = (): ActiveTrace | null => {
  const span = trace.getActiveSpan()?.spanContext();
  if (!span || !trace.isSpanContextValid(span)) return null;
  const flags = span.traceFlags.toString(16).padStart(2, '0');
  return {
    traceId: span.traceId,
    spanId: span.spanId,
    traceparent: `00-${span.traceId}-${span.spanId}-${flags}`,
  };
};

/**
 * Runs a job in a span that continues the trace of `traceparent` (an event's metadata, a job's data);
 * with tracing off the API is a no-op and this only calls `run`.
 */
export const inTrace = <T>(
  name: string,
  traceparent: string | undefined,
  run: () => Promise<T>,
): Promise<T> => {
  const parent = traceparent
    ? propagation.extract(ROOT_CONTEXT, { traceparent })
    : context.active();
  return trace.getTracer('cairn').startActiveSpan(name, {}, parent, async (span) => {
    try {
      return await run();
    } finally {
      span.end();
    }
  });
};
