import type { EventData, SegregationOutputBagRequest } from '@cairn/contracts';
import type { FileUploadRow, GradableMaterialRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import type { AuthUser } from '../http/access';
import { fileUploadDecider } from '../files/file-upload.decider';
import { hubDecider } from '../hubs/hub.decider';
import { loadHub } from '../hubs/hub.handlers';
import {
  decideFinish,
  decideOutputBag,
  decideStart,
  gradableMaterialDecider,
  segregationSlotDecider,
  segregationUnitDecider,
  trackedItemOwnerDecider,
} from './segregation-unit.decider';
import { segregationUnitView } from './grading.queries';

/** POST /api/collectedMaterials/grade: one named material, or every registered, not yet graded waste bag of the hub. */
export const startGrading = async (
  app: AppContext,
  ctx: CommandContext,
  hubUuid: string,
  collectedMaterialUuid: string | null,
) => {
  const uuid = app.newId();
  // The read model only proposes candidates; each one's own stream decides whether it is still gradable.
  const candidates = collectedMaterialUuid
    ? [collectedMaterialUuid]
    : (await app.rows.findBy<GradableMaterialRow>('gradableMaterials', 'hubUuid', hubUuid))
        .filter((r) => !r.graded && !r.removed && r.registrationUnit === 'BAG')
        .map((r) => r.uuid);
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const materials = [];
    for (const id of candidates)
      materials.push(await reader.load(`collectedMaterial-${id}`, gradableMaterialDecider(id)));
    const appends = decideStart(
      { uuid, hubUuid, at: ctx.now, single: collectedMaterialUuid !== null },
      await reader.load(`hub-${hubUuid}`, hubDecider),
      await reader.load(`segregationSlot-${hubUuid}`, segregationSlotDecider),
      materials,
    );
    return { appends, result: { status: 201, body: { uuid } } };
  });
  return segregationUnitView(app, hubUuid, uuid);
};

/** POST /api/segregationUnits/{id}/outputMaterialBags */
export const addOutputBag = async (
  app: AppContext,
  ctx: CommandContext,
  actor: AuthUser,
  hubUuid: string,
  unitUuid: string,
  input: SegregationOutputBagRequest,
) => {
  const hub = await loadHub(app, hubUuid);
  const picture = await app.rows.get<FileUploadRow>('fileUploads', input.pictureFileUploadUuid);
  const uuid = app.newId();
  const bag: EventData<'SegregationOutputBagRegistered'> = {
    uuid,
    hubUuid,
    segregationUnitUuid: unitUuid,
    eventType: 'SEGREGATION',
    company: {
      uuid: hub.uuid,
      name: hub.name,
      city: hub.city,
      country: hub.country,
      pipelineOwner: hub.pipelineOwner,
    },
    createdBy: { uuid: actor.uuid, firstName: actor.firstName, lastName: actor.lastName },
    weight: input.weight,
    quantityUnit: 'KG',
    materialType: input.materialType,
    pictureFileUploadUuid: input.pictureFileUploadUuid,
    pictureMimeType: picture?.mimeType ?? 'image/jpeg',
    trackedItemUuid: input.trackedItemUuid ?? null,
    createdAt: ctx.now,
  };
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const appends = decideOutputBag(bag, {
      hub: await reader.load(`hub-${hubUuid}`, hubDecider),
      unit: await reader.load(`segregationUnit-${unitUuid}`, segregationUnitDecider),
      picture: await reader.load(`fileUpload-${input.pictureFileUploadUuid}`, fileUploadDecider),
      trackedItem: bag.trackedItemUuid
        ? await reader.load(`trackedItem-${bag.trackedItemUuid}`, trackedItemOwnerDecider)
        : null,
      bagExists: false,
    });
    return { appends, result: { status: 201, body: { uuid } } };
  });
  return { uuid, segregationUnit: await segregationUnitView(app, hubUuid, unitUuid) };
};

/** POST /api/segregationUnits/{uuid}/finish */
export const finishGrading = async (
  app: AppContext,
  ctx: CommandContext,
  hubUuid: string,
  unitUuid: string,
) => {
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const unit = await reader.load(`segregationUnit-${unitUuid}`, segregationUnitDecider);
    // Read so the release is appended at the slot's current version.
    await reader.load(`segregationSlot-${hubUuid}`, segregationSlotDecider);
    return {
      appends: decideFinish({ uuid: unitUuid, hubUuid, at: ctx.now }, unit),
      result: { status: 200, body: { uuid: unitUuid } },
    };
  });
  return segregationUnitView(app, hubUuid, unitUuid);
};
