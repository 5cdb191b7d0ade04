import type {
  EventData,
  ProcessingOutputBagRequest,
  StartProcessingRequest,
} from '@cairn/contracts';
import type { FileUploadRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import type { AuthUser } from '../http/access';
import { fileUploadDecider } from '../files/file-upload.decider';
import { hubDecider } from '../hubs/hub.decider';
import { loadHub } from '../hubs/hub.handlers';
import { trackedItemOwnerDecider } from '../grading/segregation-unit.decider';
import { actorOf, companyOf } from '../transports/received-material.handlers';
import { truckLoadDecider, truckLoadStream } from '../truck-loads/truck-load.decider';
import {
  decideFinishProcessing,
  decideProcessingOutputBag,
  decideStartProcessing,
  processingSlotDecider,
  processingUnitDecider,
} from './processing-unit.decider';
import { processingUnitView } from './processing.queries';

/** POST /api/processingUnits/start (from stock) and POST /api/registeredMaterials/{uuid}/process (a truck load, whole). */
export const startProcessing = async (
  app: AppContext,
  ctx: CommandContext,
  hubUuid: string,
  input: StartProcessingRequest | { registeredMaterialUuid: string },
) => {
  const uuid = app.newId();
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const fromLoad = 'registeredMaterialUuid' in input;
    const load = fromLoad
      ? await reader.load(
          truckLoadStream(input.registeredMaterialUuid),
          truckLoadDecider(input.registeredMaterialUuid),
        )
      : null;
    const appends = decideStartProcessing(
      {
        uuid,
        hubUuid,
        at: ctx.now,
        materialType: fromLoad ? null : input.materialType,
        supplier: fromLoad ? null : input.supplier?.trim() || null,
        originalWeight: fromLoad ? 0 : input.originalWeight,
        rejectedWeight: fromLoad ? 0 : (input.rejectedWeight ?? 0),
      },
      await reader.load(`hub-${hubUuid}`, hubDecider),
      await reader.load(`processingSlot-${hubUuid}`, processingSlotDecider),
      load,
    );
    return { appends, result: { status: 201, body: { uuid } } };
  });
  return processingUnitView(app, hubUuid, uuid);
};

/** POST /api/processingUnits/{id}/outputMaterialBags */
export const addProcessingOutputBag = async (
  app: AppContext,
  ctx: CommandContext,
  actor: AuthUser,
  hubUuid: string,
  unitUuid: string,
  input: ProcessingOutputBagRequest,
) => {
  const hub = await loadHub(app, hubUuid);
  const picture = await app.rows.get<FileUploadRow>('fileUploads', input.pictureFileUploadUuid);
  const uuid = app.newId();
  const bag: EventData<'ProcessingOutputBagRegistered'> = {
    uuid,
    hubUuid,
    processingUnitUuid: unitUuid,
    eventType: 'PROCESSING',
    company: companyOf(hub),
    createdBy: actorOf(actor),
    weight: input.weight,
    quantityUnit: input.quantityUnit ?? (input.productType === 'OIL' ? 'LITER' : 'KG'),
    materialType: input.materialType,
    productType: input.productType,
    processedAt: input.processedAt,
    pictureFileUploadUuid: input.pictureFileUploadUuid,
    pictureMimeType: picture?.mimeType ?? 'image/jpeg',
    trackedItemUuid: input.trackedItemUuid ?? null,
    createdAt: ctx.now,
    autoPublished: hub.autoPublishEvents,
  };
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const appends = decideProcessingOutputBag(bag, {
      hub: await reader.load(`hub-${hubUuid}`, hubDecider),
      unit: await reader.load(`processingUnit-${unitUuid}`, processingUnitDecider),
      picture: await reader.load(`fileUpload-${input.pictureFileUploadUuid}`, fileUploadDecider),
      trackedItem: bag.trackedItemUuid
        ? await reader.load(`trackedItem-${bag.trackedItemUuid}`, trackedItemOwnerDecider)
        : null,
    });
    return { appends, result: { status: 201, body: { uuid } } };
  });
  return { uuid, processingUnit: await processingUnitView(app, hubUuid, unitUuid) };
};

/** POST /api/processingUnits/{uuid}/finish */
export const finishProcessing = async (
  app: AppContext,
  ctx: CommandContext,
  hubUuid: string,
  unitUuid: string,
) => {
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const hub = await reader.load(`hub-${hubUuid}`, hubDecider);
    const unit = await reader.load(`processingUnit-${unitUuid}`, processingUnitDecider);
    // Read so the release is appended at the slot's current version.
    await reader.load(`processingSlot-${hubUuid}`, processingSlotDecider);
    return {
      appends: decideFinishProcessing({ uuid: unitUuid, hubUuid, at: ctx.now }, hub, unit),
      result: { status: 200, body: { uuid: unitUuid } },
    };
  });
  return processingUnitView(app, hubUuid, unitUuid);
};
