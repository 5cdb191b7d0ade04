import type { ProcessingOutputBagRequest, StartProcessingRequest } from '@cairn/contracts';
import type { FileUploadRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import type { AuthUser } from '../http/access';
import { fileUploadDecider } from '../files/file-upload.decider';
import { autoPublishes, hubDecider } from '../hubs/hub.decider';
import { loadHub } from '../hubs/hub.handlers';
import { trackedItemOwnerDecider } from '../grading/segregation-unit.decider';
import { actorOf, companyOf } from '../transports/received-material.handlers';
import { truckLoadDecider, truckLoadStream } from '../truck-loads/truck-load.decider';
import { processingSlotDecider, processingSlotStream } from './processing-slot.decider';
import { processingUnitDecider, processingUnitStream } from './processing-unit.decider';
import {
  type AddProcessingOutputBag,
  decideAddProcessingOutputBag,
  decideFinishProcessing,
  decideStartProcessing,
} from './processing.decider';
import { processingUnitView } from './processing.queries';

/** POST /api/processingUnits/start (from stock) and POST /api/registeredMaterials/{uuid}/process (a truck load, whole). */
export const startProcessing = async (
  app: AppContext,
  ctx: CommandContext,
  request: (StartProcessingRequest | { registeredMaterialUuid: string }) & { hubUuid: string },
) => {
  const { hubUuid } = request;
  const uuid = app.newId();
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const fromLoad = 'registeredMaterialUuid' in request;
    const load = fromLoad
      ? await reader.load(
          truckLoadStream(request.registeredMaterialUuid),
          truckLoadDecider(request.registeredMaterialUuid),
        )
      : null;
    const appends = decideStartProcessing(
      {
        type: 'StartProcessing',
        uuid,
        hubUuid,
        at: ctx.now,
        materialType: fromLoad ? null : request.materialType,
        supplier: fromLoad ? null : request.supplier?.trim() || null,
        originalWeight: fromLoad ? 0 : request.originalWeight,
        rejectedWeight: fromLoad ? 0 : (request.rejectedWeight ?? 0),
        processingSteps: fromLoad ? null : (request.processingSteps ?? null),
      },
      {
        hub: await reader.load(`hub-${hubUuid}`, hubDecider),
        slot: await reader.load(processingSlotStream(hubUuid), processingSlotDecider),
        load,
      },
    );
    return { appends, result: { status: 201, body: { uuid } } };
  });
  return processingUnitView(app, hubUuid, uuid);
};

/** POST /api/processingUnits/{id}/outputMaterialBags */
export const addProcessingOutputBag = async (
  app: AppContext,
  ctx: CommandContext,
  request: ProcessingOutputBagRequest & { actor: AuthUser; hubUuid: string; unitUuid: string },
) => {
  const { hubUuid, unitUuid } = request;
  const hub = await loadHub(app, hubUuid);
  const picture = await app.rows.get<FileUploadRow>('fileUploads', request.pictureFileUploadUuid);
  const command: Omit<AddProcessingOutputBag, 'autoPublished'> = {
    type: 'AddProcessingOutputBag',
    uuid: app.newId(),
    hubUuid,
    processingUnitUuid: unitUuid,
    company: companyOf(hub),
    createdBy: actorOf(request.actor),
    weight: request.weight,
    quantityUnit: request.quantityUnit ?? null,
    materialType: request.materialType,
    productType: request.productType,
    processedAt: request.processedAt,
    pictureFileUploadUuid: request.pictureFileUploadUuid,
    pictureMimeType: picture?.mimeType ?? 'image/jpeg',
    trackedItemUuid: request.trackedItemUuid ?? null,
    at: ctx.now,
  };
  const { uuid, trackedItemUuid } = command;
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const hubState = await reader.load(`hub-${hubUuid}`, hubDecider);
    const appends = decideAddProcessingOutputBag(
      { ...command, autoPublished: autoPublishes(hubState) },
      {
        hub: hubState,
        unit: await reader.load(processingUnitStream(unitUuid), processingUnitDecider),
        picture: await reader.load(
          `fileUpload-${command.pictureFileUploadUuid}`,
          fileUploadDecider,
        ),
        trackedItem: trackedItemUuid
          ? await reader.load(`trackedItem-${trackedItemUuid}`, trackedItemOwnerDecider)
          : null,
      },
    );
    return { appends, result: { status: 201, body: { uuid } } };
  });
  return { uuid, processingUnit: await processingUnitView(app, hubUuid, unitUuid) };
};

/** POST /api/processingUnits/{uuid}/finish, and /error with a reason (the run ends in ERROR) */
export const finishProcessing = async (
  app: AppContext,
  ctx: CommandContext,
  request: { hubUuid: string; unitUuid: string; error?: string },
) => {
  const { hubUuid, unitUuid, error } = request;
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => ({
    appends: decideFinishProcessing(
      { type: 'FinishProcessing', uuid: unitUuid, hubUuid, at: ctx.now, error },
      {
        hub: await reader.load(`hub-${hubUuid}`, hubDecider),
        unit: await reader.load(processingUnitStream(unitUuid), processingUnitDecider),
        // Read so the release is appended at the slot's current version.
        slot: await reader.load(processingSlotStream(hubUuid), processingSlotDecider),
      },
    ),
    result: { status: 200, body: { uuid: unitUuid } },
  }));
  return processingUnitView(app, hubUuid, unitUuid);
};
