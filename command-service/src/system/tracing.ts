import { register } from 'node:module';

/**
 * OpenTelemetry traces (issue 36 §2), only when OTEL_EXPORTER_OTLP_ENDPOINT is set: nothing of the SDK
 * is even loaded otherwise. Call before importing the app, so the HTTP, Express, pg and ioredis
 * modules load through the instrumentations (import-in-the-middle's hook for ES modules). The SDK reads
 * the rest of its settings from the standard OTEL_* variables (service name, headers, sampler).
 */
export const startTracing = async (serviceName: string): Promise<(() => Promise<void>) | null> => {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  register('import-in-the-middle/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { OTLPTraceExporter }, http, express, pg, ioredis] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? serviceName,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new http.HttpInstrumentation(),
      new express.ExpressInstrumentation(),
      new pg.PgInstrumentation(),
      new ioredis.IORedisInstrumentation(),
    ],
  });
  sdk.start();
  return () => sdk.shutdown();
};
