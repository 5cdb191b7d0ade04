import { createServer, type Server } from 'node:http';
import { scrapeMetrics } from './metrics';

/**
 * GET /metrics for a process without an HTTP API (the projection runner, the worker), on METRICS_PORT:
 * loopback callers, or others with METRICS_TOKEN as a bearer token, as the API's own /metrics.
 */
export const serveMetrics = async (port: number, token: string | null): Promise<Server> => {
  const server = createServer((req, res) => {
    const peer = req.socket.remoteAddress ?? '';
    const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(peer);
    const allowed =
      (loopback && !req.headers['x-forwarded-for']) ||
      (token !== null && req.headers.authorization === `Bearer ${token}`);
    if (req.url !== '/metrics') return void res.writeHead(404).end();
    if (!allowed) return void res.writeHead(403).end();
    scrapeMetrics().then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '0.0.0.0', resolve));
  return server;
};
