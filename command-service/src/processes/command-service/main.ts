import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createLogger, loadConfig } from '@cairn/infra';
import { scheduleUnattachedUploads } from '../../files/unattached-uploads.job';
import { createServer } from '../../http/server';
import { loadDistributedConfig } from '../distributed.config';
import { buildDistributedApp, runProcess } from '../distributed.context';

/** Distributed profile: the HTTP API only (stateless; run as many as needed behind a balancer). */
runProcess('command-service', async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, undefined, { name: 'command-service' });
  const { app, close } = await buildDistributedApp(config, loadDistributedConfig(), logger);
  const uiDist = config.serveUi
    ? fileURLToPath(new URL('../../../../ui/dist', import.meta.url))
    : null;
  const server: Server = await new Promise((resolve) => {
    const listening = createServer(app, uiDist).listen(config.port, '0.0.0.0', () =>
      resolve(listening),
    );
  });
  logger.info(`command-service on ${config.publicUrl} (EventStoreDB + MongoDB)`);
  // Housekeeping that appends commands: every replica may run it, a discard is decided once per upload.
  const unattachedUploads = scheduleUnattachedUploads(app);
  return async () => {
    unattachedUploads.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await close();
  };
});
