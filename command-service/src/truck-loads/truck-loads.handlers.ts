import type { MaterialType, RegisterTruckLoadRequest } from '@cairn/contracts';
import type {
  FileUploadRow,
  OngoingTransportRow,
  RegisteredMaterialRow,
} from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import type { AuthUser } from '../http/access';
import { fileUploadDecider } from '../files/file-upload.decider';
import { hubDecider } from '../hubs/hub.decider';
import { loadHub } from '../hubs/hub.handlers';
import { segregationSlotDecider } from '../grading/segregation-unit.decider';
import { segregationUnitView } from '../grading/grading.queries';
import { ongoingTransportDecider } from '../transports/ongoing-transport.decider';
import { actorOf, companyOf } from '../transports/received-material.handlers';
import {
  decideGradeTruckLoads,
  decideRegisterTruckLoad,
  truckLoadDecider,
  truckLoadStream,
} from './truck-load.decider';

/** POST /api/registeredMaterials/: a recycler's truck load, perhaps one material type of a supplier's ongoing transport. */
export const registerTruckLoad = async (
  app: AppContext,
  ctx: CommandContext,
  actor: AuthUser,
  hubUuid: string,
  input: RegisterTruckLoadRequest,
) => {
  const hub = await loadHub(app, hubUuid);
  const picture = await app.rows.get<FileUploadRow>('fileUploads', input.pictureFileUploadUuid);
  const transportRow = input.ongoingTransportUuid
    ? await app.rows.get<OngoingTransportRow>('ongoingTransports', input.ongoingTransportUuid)
    : null;
  const uuid = app.newId();
  const load = {
    uuid,
    hubUuid,
    company: companyOf(hub),
    createdBy: actorOf(actor),
    eventType: 'REGISTRATION' as const,
    weight: input.weight,
    quantityUnit: 'KG' as const,
    materialType: input.materialType ?? null,
    licensePlate: input.licensePlate?.trim() || null,
    supplier: input.supplier?.trim() || null,
    supplierUuid: null,
    internalId: input.internalId?.trim() || null,
    transportOwner: input.transportOwner?.trim() || null,
    ongoingTransportUuid: input.ongoingTransportUuid ?? null,
    pictureFileUploadUuid: input.pictureFileUploadUuid,
    pictureMimeType: picture?.mimeType ?? 'image/jpeg',
    weighedAt: input.weighedAt ?? ctx.now,
    createdAt: ctx.now,
    autoPublished: hub.autoPublishEvents,
  };
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const appends = decideRegisterTruckLoad(
      load,
      {
        existing: (await reader.load(truckLoadStream(uuid), truckLoadDecider(uuid))).exists,
        hub: await reader.load(`hub-${hubUuid}`, hubDecider),
        picture: await reader.load(`fileUpload-${input.pictureFileUploadUuid}`, fileUploadDecider),
        transport: input.ongoingTransportUuid
          ? await reader.load(
              `ongoingTransport-${input.ongoingTransportUuid}`,
              ongoingTransportDecider,
            )
          : null,
      },
      transportRow
        ? { plate: transportRow.transporterLicensePlate, owner: transportRow.owner }
        : null,
    );
    return { appends, result: { status: 201, body: { uuid } } };
  });
  // What is left on the truck decides whether the form goes on to /register-additional-material.
  const after = transportRow
    ? await app.rows.get<OngoingTransportRow>('ongoingTransports', transportRow.uuid)
    : null;
  const remainingMaterialTypes = after
    ? after.materialTypes.filter((m) => !after.receivedMaterialTypes.includes(m))
    : [];
  return { uuid, ongoingTransportUuid: load.ongoingTransportUuid, remainingMaterialTypes };
};

/**
 * POST /api/registeredMaterials/{uuid}/grade (one truck load) and POST /api/massBalance/grading/start
 * (every ungraded truck load of a material): a segregation unit over truck loads.
 */
export const gradeTruckLoads = async (
  app: AppContext,
  ctx: CommandContext,
  hubUuid: string,
  target: { uuid: string } | { materialType: MaterialType },
) => {
  const uuid = app.newId();
  // The read model only proposes candidates; each load's own stream decides whether it is still gradable.
  const candidates =
    'uuid' in target
      ? [target.uuid]
      : (await app.rows.findBy<RegisteredMaterialRow>('registeredMaterials', 'hubUuid', hubUuid))
          .filter(
            (r) => r.state === 'REGISTERED' && !r.removed && r.materialType === target.materialType,
          )
          .map((r) => r.uuid);
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const loads = [];
    for (const id of candidates)
      loads.push(await reader.load(truckLoadStream(id), truckLoadDecider(id)));
    const appends = decideGradeTruckLoads(
      { uuid, hubUuid, at: ctx.now, single: 'uuid' in target },
      await reader.load(`hub-${hubUuid}`, hubDecider),
      await reader.load(`segregationSlot-${hubUuid}`, segregationSlotDecider),
      loads,
    );
    return { appends, result: { status: 201, body: { uuid } } };
  });
  return segregationUnitView(app, hubUuid, uuid);
};
