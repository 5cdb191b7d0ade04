import compression from 'compression';
import express, { type Request } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { activeTrace } from '@cairn/infra';
import type { AppContext } from '../app-context';
import { DomainError } from '../command-handling/domain-error';
import { identityRoutes } from '../identity/identity.routes';
import { oidcRouter } from '../identity/oidc/oidc.routes';
import { appSettingsRoutes } from '../app-settings/app-settings.routes';
import { hubRoutes } from '../hubs/hub.routes';
import { fileUploadRoutes } from '../files/file-upload.routes';
import { registrationRoutes } from '../registration/registration.routes';
import { reviewRoutes } from '../review/review.routes';
import { autoReviewRoutes } from '../auto-review/auto-review.routes';
import { collectorDefinitionRoutes } from '../collectors/collector-definition.routes';
import { gradingRoutes } from '../grading/grading.routes';
import { massBalanceRoutes } from '../mass-balance/mass-balance.routes';
import { hubUserRoutes } from '../hub-users/hub-users.routes';
import { userRoutes } from '../users/users.routes';
import { hubStockRoutes } from '../stock/hub-stock.routes';
import { priceRoutes } from '../prices/prices.routes';
import { plasticCreditRoutes } from '../plastic-credits/plastic-credits.routes';
import { creditRoutes } from '../credits/credits.routes';
import { declarationRoutes } from '../sustainability/declaration.routes';
import { collectorRoutes } from '../tracking/tracking.routes';
import { marketplaceRoutes } from '../marketplace/marketplace.routes';
import { qrCodeRoutes } from '../files/qr-code.routes';
import { complianceRoutes } from '../compliance/compliance.routes';
import { notificationRoutes } from '../notifications/notifications.routes';
import { projectRoutes } from '../projects/projects.routes';
import { materialClearanceRoutes } from '../clearance/material-clearance.routes';
import { hubClearanceRoutes } from '../clearance/hub-clearance.routes';
import { certificationRoutes } from '../certification/certification.routes';
import { transportRoutes } from '../transports/transports.routes';
import { collectionUnitRoutes } from '../collection-units/collection-units.routes';
import { checkInRoutes } from '../check-in/check-in.routes';
import { containerRoutes } from '../containers/containers.routes';
import { truckLoadRoutes } from '../truck-loads/truck-loads.routes';
import { processingRoutes } from '../processing/processing.routes';
import { projectionRoutes } from '../projections/projections.routes';
import { auditTrailRoutes } from '../audit-trail/audit-trail.routes';
import { epcisRoutes } from '../epcis/epcis.routes';
import { credentialRoutes } from '../credentials/credentials.routes';
import { personalDataRoutes } from '../personal-data/personal-data.routes';
import { platformSettingsRoutes } from '../platform-settings/platform-settings.routes';
import { systemRoutes } from '../system/system.routes';
import { authenticator } from './authenticate';
import { securityHeaders } from './security-headers';
import { corsFor } from './cors';
import { errorHandler } from './error-handler';
import { metricsEndpoint, observeRequests } from './observability';
import { mount } from './route-registry';
import { readiness } from '../system/readiness';
import { staticAssets, staticUi } from './static-ui';

export interface ServerOptions {
  /** The active OpenTelemetry span's ids, when tracing is on (OTEL_EXPORTER_OTLP_ENDPOINT). */
  activeTrace?: () => { traceId: string; spanId: string; traceparent: string } | null;
  /** Pings the job queue (BullMQ's Redis) for /api/ready; null where jobs run in process. */
  queueCheck?: (() => Promise<void>) | null;
}

export const createServer = (
  app: AppContext,
  uiDist: string | null,
  options: ServerOptions = {},
) => {
  const server = express();
  server.disable('x-powered-by');
  server.use(observeRequests(app.logger, options.activeTrace ?? activeTrace));
  server.get('/metrics', metricsEndpoint(app.config.metricsToken));
  // X-Forwarded-For names the client only when a configured proxy says so (TRUST_PROXY); else the peer is the client.
  server.set('trust proxy', app.config.trustProxy);
  server.use(securityHeaders(app.config));
  server.use(corsFor(app.config.corsOrigins));
  const ui = uiDist && existsSync(join(uiDist, 'index.html')) ? uiDist : null;
  if (ui) server.use('/assets', staticAssets(ui));
  // API answers are one user's data at one moment: no browser or proxy keeps them.
  server.use('/api', (_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    next();
  });
  // JSON answers gzip-compressed (compression, the Express project's middleware): a page of the hub
  // overview's last registrations is 15 KB as it is, ~2 KB compressed, and on a phone's Fast 3G it shares
  // 1.4 Mbit/s with the app's scripts (issue 18). Only JSON: files are compressed or served as they are.
  server.use(
    '/api',
    compression({ filter: (_req, res) => /json/.test(String(res.getHeader('content-type'))) }),
  );
  server.use(express.json({ limit: '1mb' }));

  // Alive: the process answers (no store is asked); /api/ready says whether it can serve.
  server.get('/api/health', (_req, res) => {
    res.json({ status: 'ok', projections: app.projections.current });
  });
  server.get('/api/ready', async (_req, res) => {
    const ready = await readiness(app, options.queueCheck ?? null);
    res.status(ready.ready ? 200 : 503).json(ready);
  });

  const router = express.Router();
  const authenticate = authenticator(app);
  mount(
    router,
    [
      ...identityRoutes(app),
      ...appSettingsRoutes(app),
      ...hubRoutes(app),
      ...fileUploadRoutes(app),
      ...registrationRoutes(app),
      ...reviewRoutes(app),
      ...collectorDefinitionRoutes(app),
      ...gradingRoutes(app),
      ...massBalanceRoutes(app),
      ...hubUserRoutes(app),
      ...collectorRoutes(app),
      ...marketplaceRoutes(app),
      ...qrCodeRoutes(app),
      ...userRoutes(app),
      ...personalDataRoutes(app),
      ...platformSettingsRoutes(app),
      ...hubStockRoutes(app),
      ...priceRoutes(app),
      ...plasticCreditRoutes(app),
      ...creditRoutes(app),
      ...declarationRoutes(app),
      ...complianceRoutes(app),
      ...projectRoutes(app),
      ...materialClearanceRoutes(app),
      ...hubClearanceRoutes(app),
      ...certificationRoutes(app),
      ...transportRoutes(app),
      ...collectionUnitRoutes(app),
      ...checkInRoutes(app),
      ...containerRoutes(app),
      ...truckLoadRoutes(app),
      ...processingRoutes(app),
      ...projectionRoutes(app),
      ...autoReviewRoutes(app),
      ...notificationRoutes(app),
      ...auditTrailRoutes(app),
      ...systemRoutes(app),
      ...epcisRoutes(app),
      ...credentialRoutes(app),
    ],
    (req: Request) => authenticate(req),
    app.newId,
  );
  // Beside the built-in sign-in, only when configured (OIDC_ISSUER, OIDC_CLIENT_ID).
  if (app.config.oidc) server.use(oidcRouter(app, app.config.oidc));
  server.use(router);
  server.use(['/api', '/files', '/epcis'], (_req, _res, next) =>
    next(new DomainError('notFound', 'notFoundMessage')),
  );

  if (ui) server.use(staticUi(ui));
  server.use(errorHandler(app.logger));
  return server;
};
