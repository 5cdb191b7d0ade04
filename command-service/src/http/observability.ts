import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import {
  type Logger,
  metrics,
  parseTraceparent,
  scrapeMetrics,
  withLogContext,
} from '@cairn/infra';

/**
 * Each request's ids for the log (a request id, and the trace id of an incoming W3C traceparent, or the
 * active OpenTelemetry span's), and its duration by method, route template and status.
 */
export const observeRequests = (
  logger: Logger,
  activeTrace: () => { traceId: string; spanId: string; traceparent: string } | null,
) =>
  ((req, res, next) => {
    const started = process.hrtime.bigint();
    const incoming = req.header('x-request-id');
    const requestId = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('x-request-id', requestId);
    res.on('finish', () => {
      // The template (/api/hubs/:uuid), never the path: one series per route, no ids in labels.
      const template = req.route?.path as string | undefined;
      const route = template
        ? `${req.baseUrl}${template}`
        : req.path.startsWith('/api/')
          ? 'unmatched'
          : 'static';
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.httpDuration.observe(
        { method: req.method, route, status: String(res.statusCode) },
        seconds,
      );
      // The access log: the template, never the path or query (ids, search terms, personal data).
      if (route !== 'static')
        withLogContext(context, () =>
          logger.info('request', {
            method: req.method,
            route,
            status: res.statusCode,
            ms: Math.round(seconds * 1000),
          }),
        );
    });
    const trace = activeTrace() ?? parseTraceparent(req.header('traceparent'));
    const context = { requestId, ...trace };
    withLogContext(context, next);
  }) satisfies RequestHandler;

/** Loopback callers, or anyone with METRICS_TOKEN as a bearer token. */
export const metricsEndpoint =
  (token: string | null): RequestHandler =>
  async (req, res) => {
    const peer = req.socket.remoteAddress ?? '';
    const loopback = peer === '127.0.0.1' || peer === '::1' || peer === '::ffff:127.0.0.1';
    const bearer = req.header('authorization');
    const forwarded = req.header('x-forwarded-for');
    // Behind a proxy on the same host every caller is loopback: a forwarded request needs the token.
    if (!((loopback && !forwarded) || (token && bearer === `Bearer ${token}`))) {
      res.status(403).json({ errorMessageKey: 'apiErrorForbidden' });
      return;
    }
    const { contentType, body } = await scrapeMetrics();
    res.setHeader('content-type', contentType);
    res.send(body);
  };
