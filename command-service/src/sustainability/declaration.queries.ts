import { dayIn, type DeclarableClearance, type DeclarationPeriodQuery } from '@cairn/contracts';
import type { HubEventRecord, HubRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { notFound } from '../command-handling/domain-error';
import type { ApiAnswer } from '../http/route-registry';
import { declarationPdf } from './declaration.pdf';
import { clearedMaterial } from './declaration.sources';
import { materialFlow } from '../mass-balance/material-flow.calc';

/** Only a recycler with `generateSustainabilityDeclaration` declares: 404 otherwise, as a record that does not exist. */
const declaringHub = async (app: AppContext, hubUuid: string): Promise<HubRow> => {
  const hub = await app.rows.get<HubRow>('hubs', hubUuid);
  if (!hub || hub.type !== 'RECYCLER' || !hub.generateSustainabilityDeclaration) throw notFound();
  return hub;
};

/** The hub's clearances (material clearances and clearance transports), newest first. */
const clearancesOf = async (app: AppContext, hubUuid: string): Promise<HubEventRecord[]> =>
  (await app.rows.findBy<HubEventRecord>('hubEvents', 'hubUuid', hubUuid))
    .filter((e) => e.type === 'CLEARANCE' && !e.removed)
    .sort((a, b) => b.weighedAt.localeCompare(a.weighedAt));

const pdfAnswer = (content: Buffer, fileName: string): ApiAnswer => ({
  status: 200,
  file: { content, contentType: 'application/pdf', fileName },
});

/** A clearance's declaration; a hub user (`viewerHub`) only for its own hub's clearance. */
export const clearanceDeclaration = async (
  app: AppContext,
  clearanceUuid: string,
  viewerHub: string | null,
): Promise<ApiAnswer> => {
  const clearance = await app.rows.get<HubEventRecord>('hubEvents', clearanceUuid);
  if (!clearance || clearance.type !== 'CLEARANCE' || clearance.removed) throw notFound();
  if (viewerHub && clearance.hubUuid !== viewerHub) throw notFound();
  const hub = await declaringHub(app, clearance.hubUuid);
  const content = await declarationPdf(
    hub,
    [await clearedMaterial(app, clearance)],
    app.now().toISOString(),
    undefined,
    app.config.publicUrl,
  );
  return pdfAnswer(
    content,
    `sustainability-declaration-${clearance.weighedAt.slice(0, 10)}-${clearance.uuid.slice(0, 8)}.pdf`,
  );
};

/**
 * The declaration of a period: every clearance weighed on a day from `from` to `to` (both included,
 * by the caller's time zone, UTC without one), oldest first, each with its sources, in one PDF.
 */
export const periodDeclaration = async (
  app: AppContext,
  hubUuid: string,
  period: DeclarationPeriodQuery,
  timeZone: string | null,
): Promise<ApiAnswer> => {
  const hub = await declaringHub(app, hubUuid);
  const inPeriod = (await clearancesOf(app, hubUuid))
    .filter((e) => {
      const day = dayIn(e.weighedAt, timeZone ?? 'UTC');
      return day >= period.from && day <= period.to;
    })
    .reverse();
  const cleared = await Promise.all(inPeriod.map((e) => clearedMaterial(app, e)));
  // The period's flow by UTC days, the mass balance's own figures (docs/decisions.md).
  const flow = await materialFlow(
    app.rows,
    hubUuid,
    { startDate: `${period.from}T00:00:00.000Z`, endDate: `${period.to}T23:59:59.999Z` },
    async (uuid) => {
      const supplier = await app.rows.get<HubRow>('hubs', uuid);
      return supplier ? { name: supplier.name, type: supplier.type } : null;
    },
  );
  const content = await declarationPdf(
    hub,
    cleared,
    app.now().toISOString(),
    period,
    app.config.publicUrl,
    flow,
  );
  return pdfAnswer(content, `sustainability-declaration-${period.from}-to-${period.to}.pdf`);
};

/** The clearances of a declaring recycler, newest first: each has its declaration. */
export const declarableClearances = async (
  app: AppContext,
  hubUuid: string,
): Promise<DeclarableClearance[]> => {
  await declaringHub(app, hubUuid);
  return (await clearancesOf(app, hubUuid)).map((e) => ({
    uuid: e.uuid,
    weighedAt: e.weighedAt,
    weight: e.weight,
    quantityUnit: e.quantityUnit,
    materialType: e.materialType,
  }));
};
