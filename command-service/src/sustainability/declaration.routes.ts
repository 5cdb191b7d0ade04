import { z } from 'zod';
import type { HubEventRecord, HubRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { notFound } from '../command-handling/domain-error';
import type { ApiAnswer, RouteSpec } from '../http/route-registry';
import { parse } from '../http/validate';
import { declarationPdf } from './declaration.pdf';
import { clearedMaterial } from './declaration.sources';

export interface DeclarableClearance {
  uuid: string;
  weighedAt: string;
  weight: number;
  quantityUnit: 'KG' | 'LITER';
  materialType: string | null;
}

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

/** The clearances of a declaring recycler, newest first: each has its declaration (404 for other hubs). */
const declarable = async (app: AppContext, hubUuid: string): Promise<DeclarableClearance[]> => {
  const hub = await app.rows.get<HubRow>('hubs', hubUuid);
  if (!hub || hub.type !== 'RECYCLER' || !hub.generateSustainabilityDeclaration) throw notFound();
  return (await app.rows.findBy<HubEventRecord>('hubEvents', 'hubUuid', hubUuid))
    .filter((e) => e.type === 'CLEARANCE' && !e.removed)
    .sort((a, b) => b.weighedAt.localeCompare(a.weighedAt))
    .map((e) => ({
      uuid: e.uuid,
      weighedAt: e.weighedAt,
      weight: e.weight,
      quantityUnit: e.quantityUnit,
      materialType: e.materialType,
    }));
};

export const declarationRoutes = (app: AppContext): RouteSpec[] => [
  {
    method: 'get',
    path: '/api/sustainabilityDeclarations',
    access: 'hub',
    handle: async (req) => ({ status: 200, body: await declarable(app, req.user!.hubUuid!) }),
  },
  {
    method: 'get',
    path: '/api/admin/companies/hubs/:uuid/sustainabilityDeclarations',
    access: 'admin',
    handle: async (req) => ({
      status: 200,
      body: await declarable(app, parse(UuidParam, req.params).uuid),
    }),
  },
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
