import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createLogger, loadConfig } from '@cairn/infra';
import { scheduleUnattachedUploads } from '../../../files/unattached-uploads.job';
import { createServer } from '../../../http/server';
import { runProcess } from '../../distributed.context';
import { buildPostgresClusterApp } from '../postgres-cluster.context';

/** Scaled PostgreSQL profile: the HTTP API only; run as many as needed behind one front port. */
runProcess('command-service', async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, undefined, { name: 'command-service' });
  const { app, close } = await buildPostgresClusterApp(config, logger);
  const uiDist = config.serveUi
    ? fileURLToPath(new URL('../../../../../ui/dist', import.meta.url))
    : null;
  const server: Server = await new Promise((resolve) => {
    const listening = createServer(app, uiDist).listen(config.port, '0.0.0.0', () =>
      resolve(listening),
    );
  });
  // Longer than a balancer keeps an idle connection: the side closing first fails a request.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  logger.info(`command-service on port ${config.port} (PostgreSQL, pid ${process.pid})`);
  const unattachedUploads = scheduleUnattachedUploads(app);
  return async () => {
    unattachedUploads.stop();
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await close();
  };
});
