import type { SegregationOutputBagRequest } from '@cairn/contracts';
import type { FileUploadRow, GradableMaterialRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import type { AuthUser } from '../http/access';
import { fileUploadDecider } from '../files/file-upload.decider';
import { hubDecider } from '../hubs/hub.decider';
import { loadHub } from '../hubs/hub.handlers';
import { actorOf, companyOf } from '../transports/received-material.handlers';
import {
  type AddOutputBag,
  decideAddOutputBag,
  decideFinishGrading,
  decideStartGrading,
} from './grading.decider';
import { gradableMaterialDecider } from './gradable-material.decider';
import { segregationSlotDecider, segregationSlotStream } from './segregation-slot.decider';
import {
  segregationUnitDecider,
  segregationUnitStream,
  trackedItemOwnerDecider,
} from './segregation-unit.decider';
import { segregationUnitView } from './grading.queries';

/** POST /api/collectedMaterials/grade: one named material, or every registered, not yet graded waste bag of the hub. */
export const startGrading = async (
  app: AppContext,
  ctx: CommandContext,
  request: { hubUuid: string; collectedMaterialUuid: string | null },
) => {
  const { hubUuid, collectedMaterialUuid } = request;
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
    const appends = decideStartGrading(
      { type: 'StartGrading', uuid, hubUuid, at: ctx.now, single: collectedMaterialUuid !== null },
      {
        hub: await reader.load(`hub-${hubUuid}`, hubDecider),
        slot: await reader.load(segregationSlotStream(hubUuid), segregationSlotDecider),
        materials,
      },
    );
    return { appends, result: { status: 201, body: { uuid } } };
  });
  return segregationUnitView(app, hubUuid, uuid);
};

/** POST /api/segregationUnits/{id}/outputMaterialBags */
export const addOutputBag = async (
  app: AppContext,
  ctx: CommandContext,
  request: SegregationOutputBagRequest & { actor: AuthUser; hubUuid: string; unitUuid: string },
) => {
  const { hubUuid, unitUuid } = request;
  const hub = await loadHub(app, hubUuid);
  const picture = await app.rows.get<FileUploadRow>('fileUploads', request.pictureFileUploadUuid);
  const command: AddOutputBag = {
    type: 'AddOutputBag',
    uuid: app.newId(),
    hubUuid,
    segregationUnitUuid: unitUuid,
    company: companyOf(hub),
    createdBy: actorOf(request.actor),
    weight: request.weight,
    materialType: request.materialType,
    pictureFileUploadUuid: request.pictureFileUploadUuid,
    pictureMimeType: picture?.mimeType ?? 'image/jpeg',
    trackedItemUuid: request.trackedItemUuid ?? null,
    registrationUnit: request.registrationUnit ?? 'BAG',
    at: ctx.now,
  };
  const { uuid, trackedItemUuid } = command;
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const appends = decideAddOutputBag(command, {
      hub: await reader.load(`hub-${hubUuid}`, hubDecider),
      unit: await reader.load(segregationUnitStream(unitUuid), segregationUnitDecider),
      picture: await reader.load(`fileUpload-${command.pictureFileUploadUuid}`, fileUploadDecider),
      trackedItem: trackedItemUuid
        ? await reader.load(`trackedItem-${trackedItemUuid}`, trackedItemOwnerDecider)
        : null,
      bagExists: false,
    });
    return { appends, result: { status: 201, body: { uuid } } };
  });
  return { uuid, segregationUnit: await segregationUnitView(app, hubUuid, unitUuid) };
};

/** POST /api/segregationUnits/{uuid}/finish, and /error with a reason (the grading ends in ERROR) */
export const finishGrading = async (
  app: AppContext,
  ctx: CommandContext,
  request: { hubUuid: string; unitUuid: string; error?: string },
) => {
  const { hubUuid, unitUuid, error } = request;
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => ({
    appends: decideFinishGrading(
      { type: 'FinishGrading', uuid: unitUuid, hubUuid, at: ctx.now, error },
      {
        unit: await reader.load(segregationUnitStream(unitUuid), segregationUnitDecider),
        // Read so the release is appended at the slot's current version.
        slot: await reader.load(segregationSlotStream(hubUuid), segregationSlotDecider),
      },
    ),
    result: { status: 200, body: { uuid: unitUuid } },
  }));
  return segregationUnitView(app, hubUuid, unitUuid);
};
