import {
  roundQuantity,
  type CollectionUnitView,
  type CollectionUnitsSummary,
  type EventData,
  type FinishCollectionRequest,
  type HouseholdVisitOutcome,
  type RecordHouseholdVisitRequest,
  type StartCollectionRequest,
  HouseholdVisitOutcome as Outcomes,
} from '@cairn/contracts';
import type { CollectionUnitRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext, StreamReader } from '../command-handling/command-handler';
import type { Evolver } from '../command-handling/decider';
import { invalid, notFound } from '../command-handling/domain-error';
import { fileUploadDecider } from '../files/file-upload.decider';
import { hubDecider } from '../hubs/hub.decider';
import { collectionSlotDecider, collectionSlotStream } from './collection-slot.decider';
import {
  type FinishCollection,
  type RecordHouseholdVisit,
  type StartCollection,
  collectionUnitDecider,
  collectionUnitStream,
  decideFinishCollection,
  decideStartCollection,
} from './collection-unit.decider';
import { decideHouseholdVisit } from './household-visit.decider';

export const toCollectionUnitView = (row: CollectionUnitRow): CollectionUnitView => {
  const byPickupPoint: Record<string, number> = {};
  for (const m of row.materials)
    if (m.supplierUuid) byPickupPoint[m.supplierUuid] = (byPickupPoint[m.supplierUuid] ?? 0) + 1;
  const householdVisits = Object.fromEntries(Outcomes.options.map((o) => [o, 0])) as Record<
    HouseholdVisitOutcome,
    number
  >;
  const visited = new Set(Object.keys(byPickupPoint));
  for (const v of row.householdVisits) {
    householdVisits[v.outcome] += 1;
    if (v.supplierUuid) visited.add(v.supplierUuid);
  }
  return {
    uuid: row.uuid,
    state: row.state,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
    // A pick-up point where a household was found vacant or without waste was visited all the same.
    pickUpPointsVisited: visited.size,
    collectedUnitsCount: row.materials.length,
    collectedQuantityTotal: roundQuantity(row.materials.reduce((s, m) => s + m.weight, 0)),
    collectedQuantityUnit: 'KG',
    collectedUnitsCountByPickupPoint: byPickupPoint,
    householdVisits,
    transporterLicensePlate: row.transporterLicensePlate,
    transporterPictureFileUploadUuid: row.transporterPictureFileUploadUuid,
    weight: row.weight,
    quantityUnit: row.quantityUnit,
  };
};

const unitsOf = (app: AppContext, hubUuid: string) =>
  app.rows.findBy<CollectionUnitRow>('collectionUnits', 'hubUuid', hubUuid);

/** GET /api/collectionUnits/ongoing: the collection in progress, or null. */
export const ongoingCollection = async (
  app: AppContext,
  hubUuid: string,
): Promise<CollectionUnitView | null> => {
  const row = (await unitsOf(app, hubUuid)).find((r) => r.state === 'IN_PROGRESS');
  return row ? toCollectionUnitView(row) : null;
};

/** GET /api/collectionUnits/summary: finished and ongoing rounds; the weighed total where weighed, else the bags' total. */
export const collectionSummary = async (
  app: AppContext,
  hubUuid: string,
): Promise<CollectionUnitsSummary> => {
  const rows = await unitsOf(app, hubUuid);
  const quantity = rows.reduce(
    (s, r) => s + (r.weight ?? r.materials.reduce((w, m) => w + m.weight, 0)),
    0,
  );
  return {
    collectionUnitCount: rows.length,
    collectedMaterialsCount: rows.reduce((s, r) => s + r.materials.length, 0),
    householdVisitsCount: rows.reduce((s, r) => s + r.householdVisits.length, 0),
    totalQuantity: roundQuantity(quantity),
    totalQuantityUnit: 'KG',
  };
};

const unitView = async (app: AppContext, hubUuid: string, uuid: string) => {
  const row = await app.rows.get<CollectionUnitRow>('collectionUnits', uuid);
  if (!row || row.hubUuid !== hubUuid) throw notFound();
  return toCollectionUnitView(row);
};

/** POST /api/collectionUnits */
export const startCollection = async (
  app: AppContext,
  ctx: CommandContext,
  request: StartCollectionRequest & { hubUuid: string },
) => {
  const { hubUuid } = request;
  const command: StartCollection = {
    type: 'StartCollection',
    uuid: app.newId(),
    hubUuid,
    transporterLicensePlate: request.transporterLicensePlate,
    transporterPictureFileUploadUuid: request.transporterPictureFileUploadUuid,
    at: ctx.now,
  };
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const appends = decideStartCollection(command, {
      hub: await reader.load(`hub-${hubUuid}`, hubDecider),
      slot: await reader.load(collectionSlotStream(hubUuid), collectionSlotDecider),
      unit: await reader.load(collectionUnitStream(command.uuid), collectionUnitDecider),
      picture: await reader.load(
        `fileUpload-${command.transporterPictureFileUploadUuid}`,
        fileUploadDecider,
      ),
    });
    return { appends, result: { status: 201, body: { uuid: command.uuid } } };
  });
  return unitView(app, hubUuid, command.uuid);
};

/** POST /api/collectionUnits/{uuid}/householdVisits */
export const recordHouseholdVisit = async (
  app: AppContext,
  ctx: CommandContext,
  request: RecordHouseholdVisitRequest & { hubUuid: string; uuid: string },
) => {
  const { hubUuid, uuid } = request;
  const supplierUuid = request.supplierUuid ?? null;
  if (supplierUuid && !(await app.rows.get('hubs', supplierUuid)))
    throw invalid({ supplierUuid: 'validationInvalid' });
  const command: RecordHouseholdVisit = {
    type: 'RecordHouseholdVisit',
    uuid,
    hubUuid,
    visitUuid: app.newId(),
    outcome: request.outcome,
    supplierUuid,
    at: ctx.now,
  };
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => ({
    appends: decideHouseholdVisit(command, {
      hub: await reader.load(`hub-${hubUuid}`, hubDecider),
      unit: await reader.load(collectionUnitStream(uuid), collectionUnitDecider),
    }),
    result: { status: 201, body: { uuid } },
  }));
  return unitView(app, hubUuid, uuid);
};

// Only the version matters: the finish appends to each collected bag's stream.
const versionOnly: Evolver<null, never> = {
  initialState: () => null,
  eventTypes: new Set(),
  evolve: () => null,
};

/** POST /api/collectionUnits/{uuid}/finish */
export const finishCollection = async (
  app: AppContext,
  ctx: CommandContext,
  request: FinishCollectionRequest & { hubUuid: string; uuid: string },
) => {
  const { hubUuid, uuid } = request;
  const weigh =
    request.weight !== undefined && request.weighSlipPictureFileUploadUuid !== undefined
      ? {
          weight: request.weight,
          quantityUnit: request.quantityUnit,
          weighSlipPictureFileUploadUuid: request.weighSlipPictureFileUploadUuid,
        }
      : null;
  const command: FinishCollection = { type: 'FinishCollection', uuid, hubUuid, at: ctx.now, weigh };
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const unit = await reader.load(collectionUnitStream(uuid), collectionUnitDecider);
    await reader.load(collectionSlotStream(hubUuid), collectionSlotDecider);
    for (const m of unit.materials)
      await reader.load(`collectedMaterial-${m.materialUuid}`, versionOnly);
    const appends = decideFinishCollection(command, {
      hub: await reader.load(`hub-${hubUuid}`, hubDecider),
      unit,
      picture: weigh
        ? await reader.load(`fileUpload-${weigh.weighSlipPictureFileUploadUuid}`, fileUploadDecider)
        : null,
    });
    return { appends, result: { status: 200, body: { uuid } } };
  });
  return unitView(app, hubUuid, uuid);
};

/**
 * Used by bag registration: a bag with a collectionUnitUuid joins that collection in the same append,
 * so a finished (or another hub's) collection refuses it.
 */
export const collectionAppend = async (
  reader: StreamReader,
  added: EventData<'CollectionUnitMaterialAdded'>,
) => {
  const stream = collectionUnitStream(added.uuid);
  const unit = await reader.load(stream, collectionUnitDecider);
  return {
    streamId: stream,
    events: collectionUnitDecider.decide({ type: 'AddCollectionMaterial', ...added }, unit),
  };
};
