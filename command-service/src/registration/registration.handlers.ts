import {
  ADMIN_ROLES,
  type RegisterCollectedMaterialRequest,
  materialTypeLabel,
  roundQuantity,
} from '@cairn/contracts';
import type { HubEventRecord, HubRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import type { AuthUser } from '../http/access';
import { collectorDecider, collectorStream } from '../collectors/collector.decider';
import { fileUploadDecider } from '../files/file-upload.decider';
import { trackedItemDecider, trackedItemStream } from '../tracking/tracked-item.decider';
import { autoPublishes, hubDecider } from '../hubs/hub.decider';
import { loadHub } from '../hubs/hub.handlers';
import {
  collectedMaterialDecider,
  decideRegisterCollectedMaterial,
} from './collected-material.decider';
import { collectionAppend } from '../collection-units/collection-units.handlers';

/** A registration by `actor` at `hubUuid` (the caller's hub, or the one an admin names). */
export interface CollectedMaterialRegistration {
  actor: AuthUser;
  hubUuid: string;
  input: RegisterCollectedMaterialRequest;
}

export const registerCollectedMaterial = async (
  app: AppContext,
  ctx: CommandContext,
  { actor, hubUuid, input }: CollectedMaterialRegistration,
): Promise<{ uuid: string }> => {
  const hub = await loadHub(app, hubUuid);
  const uuid = app.newId();
  const done = await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    // Both streams in one go: the decision's reads are independent, so their round trips overlap.
    const truckUuid = input.truckPictureFileUploadUuid;
    const supplierUuid = input.supplierUuid;
    const { collectorUuid, trackedItemUuid } = input;
    const [hubState, picture, truckPicture, supplier, collector, trackedItem] = await Promise.all([
      reader.load(`hub-${hubUuid}`, hubDecider),
      reader.load(`fileUpload-${input.pictureFileUploadUuid}`, fileUploadDecider),
      truckUuid ? reader.load(`fileUpload-${truckUuid}`, fileUploadDecider) : null,
      supplierUuid ? reader.load(`hub-${supplierUuid}`, hubDecider) : null,
      collectorUuid ? reader.load(collectorStream(collectorUuid), collectorDecider) : null,
      trackedItemUuid ? reader.load(trackedItemStream(trackedItemUuid), trackedItemDecider) : null,
    ]);
    // The uuid was made just now, so its stream is not read: the append expects no stream (version
    // -1), which refuses it should one exist after all (conflict, then 409).
    const appends = decideRegisterCollectedMaterial(
      {
        type: 'RegisterCollectedMaterial',
        uuid,
        hubUuid,
        registrationUnit: input.registrationUnit,
        weight: input.weight,
        quantityUnit: 'KG',
        company: {
          uuid: hub.uuid,
          name: hub.name,
          city: hub.city,
          country: hub.country,
          pipelineOwner: hub.pipelineOwner,
        },
        createdBy: { uuid: actor.uuid, firstName: actor.firstName, lastName: actor.lastName },
        materialType: input.materialType,
        pictureFileUploadUuid: input.pictureFileUploadUuid,
        supplierName: input.supplierName ?? null,
        supplierUuid: input.supplierUuid ?? null,
        collectorUuid: collectorUuid ?? null,
        collectorTrackingNumber: collector?.trackingNumber ?? null,
        collectionUnitUuid: input.collectionUnitUuid ?? null,
        trackedItemUuid: input.trackedItemUuid ?? null,
        latitude: input.location?.latitude ?? null,
        longitude: input.location?.longitude ?? null,
        materialSourceType: input.materialSourceType ?? null,
        licensePlate: input.licensePlate ?? null,
        transportOwner: input.transportOwner ?? null,
        truckPictureFileUploadUuid: truckUuid ?? null,
        truckPictureMimeType: truckPicture?.mimeType ?? null,
        weighedAt: input.weighedAt ?? ctx.now,
        capturedAt: input.capturedAt ?? null,
        autoPublished: autoPublishes(hubState),
        at: ctx.now,
      },
      {
        hub: hubState,
        picture,
        material: collectedMaterialDecider.initialState(),
        byAdmin: ADMIN_ROLES.includes(actor.role),
        truckPicture,
        supplier,
        collector,
        trackedItem,
      },
    );
    // A bag of a collection round joins its (own, ongoing) collection unit in the same append.
    const collection = input.collectionUnitUuid
      ? [
          await collectionAppend(reader, {
            uuid: input.collectionUnitUuid,
            hubUuid,
            materialUuid: uuid,
            supplierUuid: input.supplierUuid ?? null,
            weight: input.weight,
            trackedItemUuid: input.trackedItemUuid ?? null,
          }),
        ]
      : [];
    return {
      appends: [...appends, ...collection],
      result: { status: 201, body: { uuid } },
    };
  });
  return done.body as { uuid: string };
};

/** The hub's registered totals by material, from the hub events read model (removed events left out). */
export const registrationSummary = async (app: AppContext, hubUuid: string) => {
  const hub = await app.rows.get<HubRow>('hubs', hubUuid);
  const rows = (await app.rows.findBy<HubEventRecord>('hubEvents', 'hubUuid', hubUuid)).filter(
    (r) => !r.removed && r.type === 'REGISTRATION',
  );
  const byType = new Map<string, { weight: number; count: number }>();
  for (const r of rows) {
    const t = byType.get(r.materialType ?? 'OTHER') ?? { weight: 0, count: 0 };
    byType.set(r.materialType ?? 'OTHER', { weight: t.weight + r.weight, count: t.count + 1 });
  }
  const total = rows.reduce((sum, r) => sum + r.weight, 0);
  return {
    collectionCenter: { name: hub?.name ?? '' },
    bagsCount: rows.filter((r) => r.registrationUnit === 'BAG').length,
    materialTypeBreakdown: [...byType]
      .map(([materialType, v]) => ({
        materialType,
        label: materialTypeLabel(materialType),
        weight: roundQuantity(v.weight),
        count: v.count,
      }))
      .sort((a, b) => b.weight - a.weight),
    totalStockUnit: 'KG',
    totalStock: roundQuantity(total),
    formattedTotalStock: roundQuantity(total).toFixed(2),
  };
};
