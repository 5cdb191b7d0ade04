import { z } from 'zod';
import type { HubEventRecord, HubRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { notFound } from '../command-handling/domain-error';
import type { ApiAnswer, RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { declarationPdf } from './declaration.pdf';
import { clearedMaterial } from './declaration.sources';

const UuidParam = z.object({ uuid: z.string().uuid('validationInvalid') });

/**
 * A clearance's declaration: only a recycler with `generateSustainabilityDeclaration` has one (404
 * otherwise, as for a record that does not exist); a hub user only for its own hub's clearance.
 */
const declaration = async (
  app: AppContext,
  clearanceUuid: string,
  viewerHub: string | null,
): Promise<ApiAnswer> => {
  const clearance = await app.rows.get<HubEventRecord>('hubEvents', clearanceUuid);
  if (!clearance || clearance.type !== 'CLEARANCE' || clearance.removed) throw notFound();
  if (viewerHub && clearance.hubUuid !== viewerHub) throw notFound();
  const hub = await app.rows.get<HubRow>('hubs', clearance.hubUuid);
  if (!hub || hub.type !== 'RECYCLER' || !hub.generateSustainabilityDeclaration) throw notFound();
  const content = await declarationPdf(
    hub,
    await clearedMaterial(app, clearance),
    app.now().toISOString(),
  );
  return {
    status: 200,
    file: {
      content,
      contentType: 'application/pdf',
      fileName: `sustainability-declaration-${clearance.weighedAt.slice(0, 10)}-${clearance.uuid.slice(0, 8)}.pdf`,
    },
  };
};

export const declarationRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/materialClearances/:uuid/sustainabilityDeclaration',
    access: 'hub',
    handle: async (req) => declaration(app, parse(UuidParam, req.params).uuid, req.user!.hubUuid),
  },
  {
    method: 'get',
    path: '/api/admin/materialClearances/:uuid/sustainabilityDeclaration',
    access: 'admin',
    handle: async (req) => declaration(app, parse(UuidParam, req.params).uuid, null),
  },
];
