import {
  roundQuantity,
  type CollectionUnitView,
  type CollectionUnitsSummary,
  type EventData,
  type FinishCollectionRequest,
  type StartCollectionRequest,
} from '@cairn/contracts';
import type { CollectionUnitRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext, StreamReader } from '../command-handling/command-handler';
import type { LegacyDecider } from '../command-handling/decider';
import { notFound } from '../command-handling/domain-error';
import { fileUploadDecider } from '../files/file-upload.decider';
import { hubDecider } from '../hubs/hub.decider';
import {
  collectionSlotDecider,
  collectionUnitDecider,
  decideAddToCollection,
  decideFinishCollection,
  decideStartCollection,
} from './collection-unit.decider';

export const toCollectionUnitView = (row: CollectionUnitRow): CollectionUnitView => {
  const byPickupPoint: Record<string, number> = {};
  for (const m of row.materials)
    if (m.supplierUuid) byPickupPoint[m.supplierUuid] = (byPickupPoint[m.supplierUuid] ?? 0) + 1;
  return {
    uuid: row.uuid,
    state: row.state,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
    pickUpPointsVisited: Object.keys(byPickupPoint).length,
    collectedUnitsCount: row.materials.length,
    collectedQuantityTotal: roundQuantity(row.materials.reduce((s, m) => s + m.weight, 0)),
    collectedQuantityUnit: 'KG',
    collectedUnitsCountByPickupPoint: byPickupPoint,
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
  hubUuid: string,
  input: StartCollectionRequest,
) => {
  const uuid = app.newId();
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const appends = decideStartCollection(
      { uuid, hubUuid, ...input, createdAt: ctx.now },
      {
        hub: await reader.load(`hub-${hubUuid}`, hubDecider),
        slot: await reader.load(`collectionSlot-${hubUuid}`, collectionSlotDecider),
        unit: await reader.load(`collectionUnit-${uuid}`, collectionUnitDecider),
        picture: await reader.load(
          `fileUpload-${input.transporterPictureFileUploadUuid}`,
          fileUploadDecider,
        ),
      },
    );
    return { appends, result: { status: 201, body: { uuid } } };
  });
  return unitView(app, hubUuid, uuid);
};

// Only the version matters: the finish appends to each collected bag's stream.
const versionOnly: LegacyDecider<null> = { initialState: null, evolve: () => null };

/** POST /api/collectionUnits/{uuid}/finish */
export const finishCollection = async (
  app: AppContext,
  ctx: CommandContext,
  hubUuid: string,
  uuid: string,
  input: FinishCollectionRequest,
) => {
  const weigh =
    input.weight !== undefined && input.weighSlipPictureFileUploadUuid !== undefined
      ? {
          weight: input.weight,
          quantityUnit: input.quantityUnit,
          weighSlipPictureFileUploadUuid: input.weighSlipPictureFileUploadUuid,
        }
      : null;
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const unit = await reader.load(`collectionUnit-${uuid}`, collectionUnitDecider);
    await reader.load(`collectionSlot-${hubUuid}`, collectionSlotDecider);
    for (const m of unit.materials)
      await reader.load(`collectedMaterial-${m.materialUuid}`, versionOnly);
    const appends = decideFinishCollection(
      { uuid, hubUuid, at: ctx.now, weigh },
      {
        hub: await reader.load(`hub-${hubUuid}`, hubDecider),
        unit,
        picture: weigh
          ? await reader.load(
              `fileUpload-${weigh.weighSlipPictureFileUploadUuid}`,
              fileUploadDecider,
            )
          : null,
      },
    );
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
  const unit = await reader.load(`collectionUnit-${added.uuid}`, collectionUnitDecider);
  return { streamId: `collectionUnit-${added.uuid}`, events: decideAddToCollection(added, unit) };
};
